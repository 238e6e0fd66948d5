import { couponInputSchema, createCoupon, listAdminCoupons } from '@/lib/coupons';
import { apiRoute } from '@/lib/http';

/** Every coupon → `{ coupons: [...] }` (money in rupees). */
export const GET = apiRoute({ auth: 'admin' }, async () => ({ coupons: await listAdminCoupons() }));

/** Creates a coupon (see couponInputSchema) → `{ coupon }`; 409 when the code is taken. */
export const POST = apiRoute({ auth: 'admin', body: couponInputSchema }, async ({ body, user }) => ({
  message: 'Coupon created.',
  coupon: await createCoupon(body, user.id),
}));
