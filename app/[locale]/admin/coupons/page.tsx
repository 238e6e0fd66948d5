import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSection } from '@/components/admin/admin-section';
import { CouponForm } from '@/components/admin/coupon-form';
import { CouponsTable } from '@/components/admin/coupons-table';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';
import { listAdminCoupons } from '@/lib/coupons';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage() {
  await connection();
  if (!(await requireAdminPage('/admin/coupons'))) return <AdminForbidden />;
  const [coupons, categories] = await Promise.all([listAdminCoupons(), listCategories()]);
  return (
    <>
      <AdminPageHeader
        title="Offers and coupons"
        description="Codes shoppers apply in the cart. Public offers show on product pages as their best price."
      />
      <AdminSection id="new-coupon" title="New coupon">
        <CouponForm categories={categories} />
      </AdminSection>
      <AdminSection id="coupons-heading" title={`${coupons.length} coupons`} className="mt-8">
        <CouponsTable coupons={coupons} />
      </AdminSection>
    </>
  );
}

export const instant = false;
