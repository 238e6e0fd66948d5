import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminSidebar } from '@/components/admin/admin-sidebar';
import { getPageUser } from '@/lib/accounts/page-session';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false, follow: false },
};

/**
 * The back office frame. A shopper gets HTTP 403 and app/forbidden.tsx instead of any admin content; a visitor falls
 * through to the page, whose own guard sends them to /login with the way back.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getPageUser();
  if (user && user.role !== 'admin') forbidden();
  if (!user) return children;
  return (
    <div className="container-page py-8 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
      <AdminSidebar userName={user.name} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export const instant = false;
