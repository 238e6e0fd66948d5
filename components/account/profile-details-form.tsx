'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { apiCall } from '@/lib/browser/api';
import { ProfileSection } from './profile-section';
import { FormMessage } from './auth-form';

type Profile = { name: string; email: string; phone: string | null };

/** Name and phone on /profile; the e-mail is the login and is shown, not edited. */
export function ProfileDetailsForm() {
  const { refresh } = useShop();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void apiCall<{ user: Profile }>('/api/user/profile').then((a) => {
      if (a.success) setProfile(a.user);
    });
  }, []);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const answer = await apiCall<{ user: Profile; message: string }>('/api/user/profile', {
      body: { name: String(form.get('name') ?? ''), phone: String(form.get('phone') ?? '') },
    });
    setBusy(false);
    if (!answer.success) {
      setMessage({
        ok: false,
        text: answer.message.replace(/^(\w+): /, (_, f: string) => `${f[0]?.toUpperCase()}${f.slice(1)} `),
      });
      return;
    }
    setProfile(answer.user);
    setMessage({ ok: true, text: answer.message });
    toast.success(answer.message);
    await refresh();
  };

  return (
    <ProfileSection title="Your Details">
      {profile === null ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Your details">
          <div>
            <label htmlFor="profile-name-input" className="mb-1 block text-sm font-medium">
              Name
            </label>
            <input
              id="profile-name-input"
              name="name"
              required
              maxLength={80}
              autoComplete="name"
              defaultValue={profile.name}
              className="field"
            />
          </div>
          <div>
            <label htmlFor="profile-phone-input" className="mb-1 block text-sm font-medium">
              Phone
            </label>
            <input
              id="profile-phone-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              defaultValue={profile.phone ?? ''}
              className="field"
            />
          </div>
          <p className="text-sm text-muted sm:col-span-2">E-mail: {profile.email}</p>
          <FormMessage message={message} testId="profile-details-message" className="sm:col-span-2" />
          <button type="submit" disabled={busy} className="btn btn-primary sm:col-span-2 sm:w-fit">
            {busy ? 'Saving…' : 'Save details'}
          </button>
        </form>
      )}
    </ProfileSection>
  );
}
