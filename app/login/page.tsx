import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/account/login-form';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

export default function LoginPage() {
  return (
    <div className="container-page pb-10">
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </div>
  );
}
