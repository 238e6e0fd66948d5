import { describe, expect, it } from 'vitest';
import { SHOPPER_CANCEL_WINDOW_MS, transitionError } from '@/lib/orders/status';
import {
  cancelWindowText,
  deliveryDaysText,
  deliveryFeePaiseFor,
  freeShippingText,
  paymentMethodsText,
  processingDaysText,
  shippingChargeText,
  shippingTitle,
  STORE_POLICY,
  transitDays,
} from './store-policy';

const threshold = 999 * 100;

describe('deliveryFeePaiseFor: the one shipping rule of the server, the cart and checkout', () => {
  it('charges nothing when no fee is configured, whatever the order', () => {
    expect(deliveryFeePaiseFor(100, 0, 999)).toBe(0);
    expect(deliveryFeePaiseFor(threshold * 10, 0, 999)).toBe(0);
  });

  it('charges the configured fee below the threshold and nothing from it on', () => {
    expect(deliveryFeePaiseFor(threshold - 1, 4_900, 999)).toBe(4_900);
    expect(deliveryFeePaiseFor(threshold, 4_900, 999)).toBe(0);
    expect(deliveryFeePaiseFor(threshold + 1, 4_900, 999)).toBe(0);
  });

  it('charges nothing on an empty order', () => {
    expect(deliveryFeePaiseFor(0, 4_900, 999)).toBe(0);
    expect(deliveryFeePaiseFor(0, 4_900, null)).toBe(0);
  });

  it('charges the fee on every order when the threshold is off (FREE_SHIPPING_THRESHOLD=off)', () => {
    expect(deliveryFeePaiseFor(threshold, 4_900, null)).toBe(4_900);
    expect(deliveryFeePaiseFor(threshold * 100, 4_900, null)).toBe(4_900);
    expect(deliveryFeePaiseFor(threshold * 100, 0, null)).toBe(0);
  });

  it('follows a configured threshold', () => {
    expect(deliveryFeePaiseFor(149_899, 4_900, 1499)).toBe(4_900);
    expect(deliveryFeePaiseFor(149_900, 4_900, 1499)).toBe(0);
  });
});

describe('the policy in words', () => {
  it('states free shipping for every order only when there is no delivery fee', () => {
    const free = { deliveryFee: 0, freeShippingThreshold: 999 };
    const fee = { deliveryFee: 49, freeShippingThreshold: 999 };
    expect(freeShippingText(free)).toBe('Free shipping on all orders');
    expect(freeShippingText(fee)).toBe('Free shipping on orders of ₹999 or more');
    expect(shippingTitle(fee)).toBe('Free shipping from ₹999');
    expect(shippingChargeText(free)).toBe('Shipping is free on all orders.');
    expect(shippingChargeText(fee)).toBe(
      'Orders of ₹999 or more ship free; below that a delivery charge of ₹49 applies.',
    );
  });

  it('promises no free shipping when the threshold is off and a fee is charged', () => {
    const off = { deliveryFee: 49, freeShippingThreshold: null };
    expect(freeShippingText(off)).toBe('Delivery ₹49 on every order');
    expect(shippingTitle(off)).toBe('Delivery ₹49');
    expect(shippingChargeText(off)).toBe('A delivery charge of ₹49 applies to every order.');
    expect(freeShippingText({ deliveryFee: 0, freeShippingThreshold: null })).toBe(
      'Free shipping on all orders',
    );
  });

  it('reads its ranges and windows from the figures', () => {
    const { deliveryDays, processingDays, remoteDeliveryDays } = STORE_POLICY;
    expect(deliveryDaysText()).toBe(`${deliveryDays.min}–${deliveryDays.max} business days`);
    expect(deliveryDaysText(true)).toBe(`${remoteDeliveryDays.min}–${remoteDeliveryDays.max} business days`);
    expect(processingDaysText()).toBe(`${processingDays.min}–${processingDays.max} business days`);
    expect(transitDays()).toEqual({
      min: deliveryDays.min - processingDays.min,
      max: deliveryDays.max - processingDays.max,
    });
    expect(cancelWindowText()).toBe(`${STORE_POLICY.cancelWindowHours} hours`);
  });

  it('lists the payment methods the checkout offers, and no other', () => {
    expect(paymentMethodsText()).toBe('cash on delivery, UPI and credit and debit cards');
    expect(paymentMethodsText()).not.toMatch(/paypal/i);
  });
});

describe('the cancellation rule follows the policy', () => {
  it('derives the shopper cancel window from cancelWindowHours', () => {
    expect(SHOPPER_CANCEL_WINDOW_MS).toBe(STORE_POLICY.cancelWindowHours * 60 * 60 * 1000);
    const placedAt = new Date('2026-11-01T10:00:00Z');
    const late = new Date(placedAt.getTime() + SHOPPER_CANCEL_WINDOW_MS);
    expect(transitionError('Order Placed', 'Cancelled', 'shopper', { placedAt, now: late })).toBe(
      `Orders can be cancelled only within ${cancelWindowText()} of placing them.`,
    );
  });
});
