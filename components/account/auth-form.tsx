import type { FormEventHandler, ReactNode } from 'react';

/** The card form of the sign-in pages (login, forgot and reset password): a title, a line under it, the fields. */
export function AuthForm({
  titleId,
  title,
  intro,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      className="mx-auto mt-16 w-full max-w-sm space-y-4 rounded-3xl border border-line bg-white p-8 shadow-sm"
      aria-labelledby={titleId}
    >
      <div className="mb-2 text-center">
        <h1 id={titleId} className="font-display text-3xl font-semibold">
          {title}
        </h1>
        <p className="mt-1 text-sm text-muted">{intro}</p>
      </div>
      {children}
    </form>
  );
}

/** The e-mail field of the login and forgot-password forms. */
export function EmailField() {
  return (
    <div>
      <label htmlFor="email" className="mb-1 block text-sm font-medium">
        Email
      </label>
      <input id="email" name="email" type="email" required autoComplete="email" className="field" />
    </div>
  );
}

/** The answer of an account form, read out when it changes: plain when it worked, red when not. */
export function FormMessage({
  message,
  testId,
  className,
}: {
  message: { ok: boolean; text: string } | null;
  testId: string;
  /** Extra classes, such as the grid span. */
  className?: string;
}) {
  const tone = message?.ok ? 'text-ink' : 'text-danger';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={className ? `text-sm ${className} ${tone}` : `text-sm ${tone}`}
    >
      {message?.text}
    </p>
  );
}
