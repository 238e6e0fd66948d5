import { couponPreviewSchema, previewCartCoupon } from '@/lib/coupons';
import { apiRoute } from '@/lib/http';
import { paiseToRupees } from '@/lib/money';

export const dynamic = 'force-dynamic';

/**
 * Previews a coupon on the cart: `{ code, items: [{ _id, quantity }] }` (token optional; first-order and
 * per-shopper rules need it) → `{ code, subtotal, discount, deliveryFee, amount }` in rupees, or 400
 * with the reason ("Add ₹350 more to use SAVE200"). Nothing is used up until the order is placed.
 */
export const POST = apiRoute({ auth: 'optional', body: couponPreviewSchema }, async ({ user, body }) => {
  const items = body.items.map((i) => ({
    productId: i._id || i.productId || '',
    quantity: i.quantity,
    size: i.size,
  }));
  const preview = await previewCartCoupon(user?.id ?? null, body.code, items);
  return {
    message: `${preview.code} applied: you save ${paiseToRupees(preview.discountPaise)} rupees.`,
    code: preview.code,
    subtotal: paiseToRupees(preview.subtotalPaise),
    discount: paiseToRupees(preview.discountPaise),
    deliveryFee: paiseToRupees(preview.deliveryFeePaise),
    amount: paiseToRupees(preview.amountPaise),
  };
});
