'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { safeNextPath } from '@/lib/links/shared/same-origin';
import { AuthForm, EmailField } from './auth-form';

type Mode = 'Login' | 'Sign Up';

/** The shared sign-up schema's first problem as a sentence ("Password must be at least 8 characters"). */
async function signUpProblem(body: Record<string, string>): Promise<string | null> {
  // Loaded when someone signs up: it carries the list of common passwords, too big for every visit.
  const { registerSchema } = await import('@/lib/accounts/shared/schemas');
  const issue = registerSchema.safeParse(body).error?.issues[0];
  if (!issue) return null;
  const field = String(issue.path[0] ?? '');
  return field ? `${field.charAt(0).toUpperCase()}${field.slice(1)} ${issue.message}` : issue.message;
}

/** Login / Sign Up toggle; server messages as toasts; then home (or where the shopper was going). */
export function LoginForm() {
  const [mode, setMode] = useState<Mode>('Login');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { signIn } = useShop();
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
    setProblem(null);
    try {
      if (mode === 'Sign Up') {
        const refused = await signUpProblem(body);
        if (refused) {
          setProblem(refused);
          toast.error(refused);
          return;
        }
      }
      const answer = await signIn(mode === 'Login' ? '/api/user/login' : '/api/user/register', body);
      if (!answer.success) {
        // Kept under the form too (a toast fades): a blocked account's refusal must stay readable.
        setProblem(answer.message);
        toast.error(answer.message);
        return;
      }
      toast.success(
        mode === 'Login'
          ? `Welcome back, ${answer.user.name.split(' ')[0]}!`
          : 'Your account is ready. Welcome!',
      );
      // Resolved against this origin: `/\evil.example` or `/%09/evil.example` never leave the store.
      router.push(safeNextPath(params.get('next'), window.location.origin));
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm
      titleId="login-title"
      title={mode}
      intro={
        mode === 'Login' ? 'Welcome back! Sign in to continue.' : 'Create an account to check out faster.'
      }
      onSubmit={submit}
    >
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
      <EmailField />
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
          aria-describedby={mode === 'Sign Up' ? 'password-hint' : undefined}
          className="field"
        />
        {mode === 'Sign Up' ? (
          <p id="password-hint" className="mt-1 text-xs text-muted">
            At least 8 characters. Not a common password, and not your name or email.
          </p>
        ) : null}
        <p role="status" aria-live="polite" className="mt-1 text-sm text-danger" data-testid="form-problem">
          {problem}
        </p>
      </div>
      <div className="flex justify-between text-sm">
        <Link href="/forgot-password" className="text-muted underline-offset-2 hover:underline">
          Forgot your password?
        </Link>
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            setProblem(null);
            setMode(mode === 'Login' ? 'Sign Up' : 'Login');
            // Fetch the sign-up checks while the shopper types.
            if (mode === 'Login') void import('@/lib/accounts/shared/schemas');
          }}
        >
          {mode === 'Login' ? 'Create account' : 'Login Here'}
        </button>
      </div>
      <button type="submit" disabled={busy} className="btn btn-primary w-full py-3">
        {busy ? 'Please wait…' : mode === 'Login' ? 'Sign In' : 'Sign Up'}
      </button>
    </AuthForm>
  );
}
