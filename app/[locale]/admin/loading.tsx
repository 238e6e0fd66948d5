import { AdminSkeleton } from '@/components/admin/admin-skeleton';

export default function AdminLoading() {
  return <AdminSkeleton />;
}
