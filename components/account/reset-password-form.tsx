'use client';

import Link from 'next/link';
import { useState } from 'react';
import { apiCall } from '@/lib/browser/api';
import { AuthForm } from './auth-form';

/** Sets a new password from the e-mailed link; the server applies the password policy. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      setProblem('The two passwords do not match.');
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await apiCall<{ message: string }>('/api/user/password/reset', {
      body: { token, newPassword },
    });
    setBusy(false);
    if (answer.success) setDone(answer.message);
    else setProblem(answer.message.replace(/^newPassword: /, 'New password '));
  };

  if (done) {
    return (
      <div className="mx-auto mt-16 w-full max-w-sm space-y-4 rounded-3xl border border-line bg-white p-8 text-center shadow-sm">
        <h1 className="font-display text-3xl font-semibold">Password changed</h1>
        <p role="status" className="text-sm">
          {done}
        </p>
        <Link href="/login" className="btn btn-primary w-full py-3">
          Go to login
        </Link>
      </div>
    );
  }

  return (
    <AuthForm
      titleId="reset-title"
      title="Choose a new password"
      intro="You will be signed out everywhere else."
      onSubmit={submit}
    >
      <div>
        <label htmlFor="newPassword" className="mb-1 block text-sm font-medium">
          New password
        </label>
        <input
          id="newPassword"
          name="newPassword"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          aria-describedby="reset-hint"
          className="field"
        />
        <p id="reset-hint" className="mt-1 text-xs text-muted">
          At least 8 characters. Not a common password, and not your name or email.
        </p>
      </div>
      <div>
        <label htmlFor="confirmPassword" className="mb-1 block text-sm font-medium">
          Confirm new password
        </label>
        <input
          id="confirmPassword"
          name="confirmPassword"
          type="password"
          required
          autoComplete="new-password"
          className="field"
        />
      </div>
      <p role="status" aria-live="polite" data-testid="form-problem" className="text-sm text-danger">
        {problem}
      </p>
      <button type="submit" disabled={busy} className="btn btn-primary w-full py-3">
        {busy ? 'Please wait…' : 'Set new password'}
      </button>
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="underline">
          Ask for a new link
        </Link>
      </p>
    </AuthForm>
  );
}
