import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CouponForm } from '@/components/admin/coupon-form';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';
import { getAdminCoupon } from '@/lib/coupons';
import { AppError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Edit coupon' };

type Props = { params: Promise<{ id: string }> };

export default async function EditCouponPage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/coupons/${id}`))) return <AdminForbidden />;
  const [coupon, categories] = await Promise.all([
    getAdminCoupon(id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') notFound();
      throw error;
    }),
    listCategories(),
  ]);
  const uses = `Used ${coupon.used} ${coupon.used === 1 ? 'time' : 'times'}`;
  return (
    <>
      <Link href="/admin/coupons" className="text-sm text-muted hover:underline">
        ← All coupons
      </Link>
      <AdminPageHeader
        title={`Edit ${coupon.code}`}
        description={coupon.usageLimit == null ? `${uses}.` : `${uses} of ${coupon.usageLimit}.`}
      />
      {/* A category no product has any more still shows, ticked, so saving keeps it. */}
      <CouponForm
        key={JSON.stringify(coupon)}
        coupon={coupon}
        categories={[...new Set([...categories, ...coupon.categories])]}
      />
    </>
  );
}

export const instant = false;
