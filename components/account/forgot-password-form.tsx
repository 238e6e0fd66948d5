'use client';

import Link from 'next/link';
import { useState } from 'react';
import { apiCall } from '@/lib/browser/api';
import { AuthForm, EmailField, FormMessage } from './auth-form';

/** Asks for a reset link; the answer reads the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setBusy(true);
    setMessage(null);
    const answer = await apiCall<{ message: string }>('/api/user/password/forgot', { body: { email } });
    setMessage({ ok: answer.success, text: answer.message });
    setBusy(false);
  };

  return (
    <AuthForm
      titleId="forgot-title"
      title="Forgot your password?"
      intro="Enter your e-mail and we will send you a link to choose a new one."
      onSubmit={submit}
    >
      <EmailField />
      <FormMessage message={message} testId="forgot-message" />
      <button type="submit" disabled={busy} className="btn btn-primary w-full py-3">
        {busy ? 'Please wait…' : 'Send reset link'}
      </button>
      <p className="text-center text-sm">
        <Link href="/login" className="font-semibold underline">
          Back to login
        </Link>
      </p>
    </AuthForm>
  );
}
