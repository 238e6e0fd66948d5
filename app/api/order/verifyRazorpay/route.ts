// The same handler as verifyStripe: the order's own provider is asked, whichever route was called.
export { verifyPayment as POST } from '../_shared/verify-payment';
