'use client';

import { useState } from 'react';
import { toast } from '@/components/providers/toast';
import { apiCall } from '@/lib/browser/api';
import { ProfileSection } from './profile-section';
import { FormMessage } from './auth-form';

const fieldNames: Record<string, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** Changes the password (the current one is asked for); every other session of the account ends. */
export function ChangePasswordForm() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const newPassword = String(form.get('newPassword') ?? '');
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      setMessage({ ok: false, text: 'The two new passwords do not match.' });
      return;
    }
    setBusy(true);
    const answer = await apiCall<{ message: string }>('/api/user/password', {
      body: { currentPassword: String(form.get('currentPassword') ?? ''), newPassword },
    });
    setBusy(false);
    if (!answer.success) {
      setMessage({
        ok: false,
        text: answer.message.replace(/^(\w+): /, (_, f: string) => `${fieldNames[f] ?? f} `),
      });
      return;
    }
    formEl.reset();
    setMessage({
      ok: true,
      text: 'Password changed. You stay signed in here; other devices are signed out.',
    });
    toast.success('Password changed');
  };

  const field = (name: string, label: string, autoComplete: string) => (
    <div>
      <label htmlFor={`pw-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`pw-${name}`}
        name={name}
        type="password"
        required
        autoComplete={autoComplete}
        className="field"
      />
    </div>
  );

  return (
    <ProfileSection title="Change Password">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3" aria-label="Change password">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <FormMessage message={message} testId="password-message" className="sm:col-span-3" />
        <button type="submit" disabled={busy} className="btn btn-primary sm:col-span-3 sm:w-fit">
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </ProfileSection>
  );
}
