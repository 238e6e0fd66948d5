/**
 * Offers and coupons: the owner sets them up in the back office (admin.ts); the cart previews one
 * (previewCoupon); placing an order checks, prices and records it in the order's transaction
 * (applyCoupon, redeemCoupon); cancelling gives the use back (releaseCouponRedemption).
 */
export * from './pricing';
export * from './schemas';
export { UnusableCouponError, couponGuessRules, couponPreviewLimits } from './guessing';
export {
  previewCartCoupon,
  type CartCouponPreview,
  applyCoupon,
  redeemCoupon,
  releaseCouponRedemption,
  type AppliedCoupon,
} from './redeem';
export { getBestProductOffer, refreshOffersBetween, startOfferClock, type ProductOffer } from './offers';
export {
  listAdminCoupons,
  getAdminCoupon,
  createCoupon,
  updateCoupon,
  toAdminCoupon,
  type AdminCoupon,
} from './admin';
