import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CouponForm } from '@/components/admin/coupon-form';
import { CouponsTable } from '@/components/admin/coupons-table';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';
import { listAdminCoupons } from '@/lib/coupons';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage() {
  if (!(await requireAdminPage('/admin/coupons'))) return <AdminForbidden />;
  const [coupons, categories] = await Promise.all([listAdminCoupons(), listCategories()]);
  return (
    <>
      <AdminPageHeader
        title="Offers and coupons"
        description="Codes shoppers apply in the cart. Public offers show on product pages as their best price."
      />
      <section aria-labelledby="new-coupon" className="space-y-3">
        <h2 id="new-coupon" className="text-lg font-semibold">
          New coupon
        </h2>
        <CouponForm categories={categories} />
      </section>
      <section aria-labelledby="coupons-heading" className="mt-8 space-y-3">
        <h2 id="coupons-heading" className="text-lg font-semibold">
          {coupons.length} coupons
        </h2>
        <CouponsTable coupons={coupons} />
      </section>
    </>
  );
}
