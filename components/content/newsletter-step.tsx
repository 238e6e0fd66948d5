import Link from 'next/link';

/** The frame of the newsletter's confirm and unsubscribe pages: a title, a line, and a button or a link. */
export function NewsletterStep({
  title,
  text,
  token,
  action,
  button,
}: {
  title: string;
  text: string;
  token?: string;
  action?: (form: FormData) => Promise<void>;
  button?: string;
}) {
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 leading-7 text-muted" data-testid="newsletter-step">
        {text}
      </p>
      {token && action && button ? (
        <form action={action} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary">
            {button}
          </button>
        </form>
      ) : (
        <Link href="/shop" className="btn btn-outline mt-6">
          Continue shopping
        </Link>
      )}
    </div>
  );
}
