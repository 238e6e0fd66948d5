import type { OrderAddress, PaymentMethod, PaymentState } from '@/models';

/** What placing an order answers (place.ts), also for a resubmit with the same Idempotency-Key (idempotency.ts). */
export type PlacedLine = {
  productId: string;
  name: string;
  image: string | undefined;
  size: string;
  /** '' when the product has no colours. */
  color: string;
  quantity: number;
  unitPricePaise: number;
};

export type PlacedOrder = {
  orderId: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** The coupon's discount, already taken off amountPaise (0 without a coupon). */
  discountPaise: number;
  couponCode: string | null;
  amountPaise: number;
  address: OrderAddress;
  lines: PlacedLine[];
  holdExpiresAt: Date | null;
  /** True when this repeats an earlier submit with the same Idempotency-Key: nothing new was written. */
  replayed: boolean;
  /** The answer stored for the first submit (replays only). */
  savedResponse: Record<string, unknown> | null;
};
