import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="container-page pb-10">
      <NeedsJavaScript title="Forgot your password?" reason="The reset request runs in this page's scripts.">
        <ForgotPasswordForm />
      </NeedsJavaScript>
    </div>
  );
}

export const instant = false;
