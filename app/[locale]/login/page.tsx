import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/account/login-form';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

export default function LoginPage() {
  return (
    <div className="container-page pb-10">
      <NeedsJavaScript title="Login" reason="Signing in and signing up run in this page's scripts.">
        <Suspense fallback={null}>
          <LoginForm />
        </Suspense>
      </NeedsJavaScript>
    </div>
  );
}

export const instant = false;
