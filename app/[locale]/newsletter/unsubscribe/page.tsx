import { connection } from 'next/server';
import type { Metadata } from 'next';
import { NewsletterStep } from '@/components/content/newsletter-step';
import { unsubscribeAction } from '@/lib/marketing/actions';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  await connection();
  const { token, state } = await searchParams;
  if (state === 'done')
    return <NewsletterStep title="You are unsubscribed" text="We will not send you newsletters any more." />;
  if (typeof token === 'string' && token)
    return (
      <NewsletterStep
        title="Unsubscribe"
        text="Stop receiving the newsletter at this address?"
        token={token}
        action={unsubscribeAction}
        button="Unsubscribe"
      />
    );
  return (
    <NewsletterStep
      title="This link is not valid"
      text="We could not find a subscription for this link. Write to us from the contact page and we will remove your address."
    />
  );
}

export const instant = false;
