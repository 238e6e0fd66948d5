import { connection } from 'next/server';
import type { Metadata } from 'next';
import { NewsletterStep } from '@/components/content/newsletter-step';
import { confirmNewsletterAction } from '@/lib/marketing/actions';
import { WELCOME_COUPON } from '@/lib/marketing';

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsletterConfirmPage({ searchParams }: Props) {
  await connection();
  const { token, state } = await searchParams;
  if (state === 'confirmed')
    return (
      <NewsletterStep
        title="You are subscribed"
        text={`Thank you for confirming. Your ${WELCOME_COUPON.percent}% welcome code is in your inbox (it is sent once per address).`}
      />
    );
  if (typeof token === 'string' && token)
    return (
      <NewsletterStep
        title="Confirm your subscription"
        text={`One tap and you are on the list; your ${WELCOME_COUPON.percent}% welcome code follows by e-mail.`}
        token={token}
        action={confirmNewsletterAction}
        button="Confirm my subscription"
      />
    );
  return (
    <NewsletterStep
      title="This link has expired"
      text="This confirmation link was already used or is not valid. Subscribe again at the foot of any page to get a new one."
    />
  );
}

export const instant = false;
