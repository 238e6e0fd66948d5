'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop, type ShopUser } from '@/components/providers/shop-provider';
import { apiCall } from '@/lib/client/api';

type Mode = 'Login' | 'Sign Up';

/** Only same-site paths are followed after sign-in (no open redirect). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Login / Sign Up toggle; server messages as toasts; then home (or where the shopper was going). */
export function LoginForm() {
  const [mode, setMode] = useState<Mode>('Login');
  const [busy, setBusy] = useState(false);
  const { signedIn } = useShop();
  const router = useRouter();
  const params = useSearchParams();

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      ...(mode === 'Sign Up' ? { name: String(form.get('name') ?? '') } : {}),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setBusy(true);
    try {
      const answer = await apiCall<{ user: ShopUser & { id?: string } }>(
        mode === 'Login' ? '/api/user/login' : '/api/user/register',
        { body },
      );
      if (!answer.success) {
        toast.error(answer.message);
        return;
      }
      await signedIn({
        _id: answer.user.id ?? answer.user._id,
        name: answer.user.name,
        email: answer.user.email,
      });
      toast.success(
        mode === 'Login'
          ? `Welcome back, ${answer.user.name.split(' ')[0]}!`
          : 'Your account is ready. Welcome!',
      );
      router.push(safeNext(params.get('next')));
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mx-auto mt-16 w-full max-w-sm space-y-4 rounded-3xl border border-line bg-white p-8 shadow-sm"
      aria-labelledby="login-title"
    >
      <div className="mb-2 text-center">
        <h1 id="login-title" className="font-display text-3xl font-semibold">
          {mode}
        </h1>
        <p className="mt-1 text-sm text-muted">
          {mode === 'Login' ? 'Welcome back! Sign in to continue.' : 'Create an account to check out faster.'}
        </p>
      </div>
      {mode === 'Sign Up' ? (
        <div>
          <label htmlFor="name" className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input
            id="name"
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={80}
            className="field"
          />
        </div>
      ) : null}
      <div>
        <label htmlFor="email" className="mb-1 block text-sm font-medium">
          Email
        </label>
        <input id="email" name="email" type="email" required autoComplete="email" className="field" />
      </div>
      <div>
        <label htmlFor="password" className="mb-1 block text-sm font-medium">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          required
          minLength={mode === 'Sign Up' ? 8 : undefined}
          autoComplete={mode === 'Login' ? 'current-password' : 'new-password'}
          className="field"
        />
      </div>
      <div className="flex justify-between text-sm">
        <span className="cursor-default text-muted">Forgot your password?</span>
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => setMode(mode === 'Login' ? 'Sign Up' : 'Login')}
        >
          {mode === 'Login' ? 'Create account' : 'Login Here'}
        </button>
      </div>
      <button type="submit" disabled={busy} className="btn btn-primary w-full py-3">
        {busy ? 'Please wait…' : mode === 'Login' ? 'Sign In' : 'Sign Up'}
      </button>
    </form>
  );
}
