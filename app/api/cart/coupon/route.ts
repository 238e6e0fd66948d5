import {
  couponGuessRules,
  couponPreviewLimits,
  couponPreviewSchema,
  previewCartCoupon,
  UnusableCouponError,
} from '@/lib/coupons';
import { apiRoute } from '@/lib/http';
import { paiseToRupees } from '@/lib/money';
import {
  checkFailureLimits,
  checkRateLimits,
  clientIp,
  rateLimitedResponse,
  recordFailure,
} from '@/lib/rate-limit';

/**
 * Previews a coupon on the cart: `{ code, items: [{ _id, quantity }] }` (token optional; first-order and
 * per-shopper rules need it) → `{ code, subtotal, discount, deliveryFee, amount }` in rupees, or 400
 * with the reason ("Add ₹350 more to use SAVE200"; one message for any code that cannot be used), or
 * 429 when the client or account previews too often or has missed too many codes (couponGuessRules).
 * Nothing is used up until the order is placed.
 */
export const POST = apiRoute({ auth: 'optional', body: couponPreviewSchema }, async ({ req, user, body }) => {
  const ip = clientIp(req);
  const userId = user?.id ?? null;
  const guesses = couponGuessRules(ip, userId);
  const limited =
    (await checkFailureLimits(guesses)) ?? (await checkRateLimits(couponPreviewLimits(ip, userId)));
  if (limited) return rateLimitedResponse(limited);
  const items = body.items.map((i) => ({
    productId: i._id || i.productId || '',
    quantity: i.quantity,
    size: i.size,
  }));
  const preview = await previewCartCoupon(userId, body.code, items).catch(async (error: unknown) => {
    if (error instanceof UnusableCouponError) await recordFailure(guesses);
    throw error;
  });
  return {
    message: `${preview.code} applied: you save ${paiseToRupees(preview.discountPaise)} rupees.`,
    code: preview.code,
    subtotal: paiseToRupees(preview.subtotalPaise),
    discount: paiseToRupees(preview.discountPaise),
    deliveryFee: paiseToRupees(preview.deliveryFeePaise),
    amount: paiseToRupees(preview.amountPaise),
  };
});
