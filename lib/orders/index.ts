export * from './status';
export * from './schemas';
export { PRICE_CHANGED_MESSAGE } from './pricing';
export { runHoldRelease, startHoldClock } from './hold-clock';
export { readIdempotencyKey } from './idempotency';
export { placeOrder, placingLimit, type PlacedOrder, type PlacedLine, type PlaceOrderOptions } from './place';
export {
  cancelOrderAsShopper,
  updateOrderStatus,
  releaseExpiredHolds,
  markOrderPaid,
  markPaymentFailed,
  releaseOrderStock,
  PAYMENT_FAILED_NOTE,
  HOLD_EXPIRED_NOTE,
  type PaymentChange,
} from './lifecycle';
export {
  placeCodOrder,
  placeOnlineOrder,
  verifyOrderPayment,
  type OnlineCheckout,
  type VerifyResult,
} from './checkout';
export { handlePaymentWebhook, applyPaymentEvent, type WebhookResult } from './webhooks';
export {
  getSandboxSession,
  approveSandboxPayment,
  declineSandboxPayment,
  SANDBOX_OFF_MESSAGE,
  type SandboxSessionView,
} from './sandbox';
export {
  listUserOrders,
  getOrderForUser,
  toApiOrder,
  type ApiOrder,
  type ApiOrderItem,
  type ApiOrderAddress,
} from './view';
export {
  getInvoice,
  getInvoiceForUser,
  invoiceNumber,
  financialYear,
  gstLine,
  STORE_STATE,
  isStoreState,
  DELIVERY_SAC,
  DELIVERY_GST_PERCENT,
  type Invoice,
  type InvoiceLine,
} from './invoice';
