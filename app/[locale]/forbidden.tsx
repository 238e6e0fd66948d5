import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/** Rendered with HTTP 403 wherever forbidden() is called (the back office, for a signed-in shopper). */
export default function Forbidden() {
  return <AdminForbidden />;
}
