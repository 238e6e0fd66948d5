import { couponInputSchema, updateCoupon } from '@/lib/coupons';
import { apiRoute } from '@/lib/http';

/**
 * Replaces a coupon's terms (the whole coupon, as created) → `{ coupon }`; 409 when the code is taken or
 * the usage limit is below the uses already made (with an issue on `usageLimit`).
 */
export const PATCH = apiRoute({ auth: 'admin', body: couponInputSchema }, async ({ params, body, user }) => ({
  message: 'Coupon saved.',
  coupon: await updateCoupon(String(params.id), body, user.id),
}));
