import { describe, expect, it } from 'vitest';
import {
  canTransition,
  nextStatuses,
  orderStatuses,
  statusStep,
  transitionError,
  type OrderStatus,
} from './status';

const placedAt = new Date('2026-05-01T10:00:00Z');
const hoursLater = (h: number) => ({ placedAt, now: new Date(placedAt.getTime() + h * 3600_000) });

describe('order status machine', () => {
  it('lets the admin move forward one step at a time, skipping only Packing', () => {
    const allowed: [OrderStatus, OrderStatus][] = [
      ['Order Placed', 'Processing'],
      ['Processing', 'Packing'],
      ['Processing', 'Shipped'],
      ['Packing', 'Shipped'],
      ['Shipped', 'Out for delivery'],
      ['Out for delivery', 'Delivered'],
    ];
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        if (to === 'Cancelled') continue;
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to, 'admin'), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never moves backwards or out of a final state', () => {
    expect(canTransition('Shipped', 'Processing', 'admin')).toBe(false);
    expect(canTransition('Delivered', 'Cancelled', 'admin')).toBe(false);
    expect(canTransition('Cancelled', 'Order Placed', 'admin')).toBe(false);
    expect(canTransition('Cancelled', 'Cancelled', 'admin')).toBe(false);
    expect(canTransition('Order Placed', 'Shipped', 'admin')).toBe(false);
  });

  it('lets the admin cancel only before packing', () => {
    expect(canTransition('Order Placed', 'Cancelled', 'admin')).toBe(true);
    expect(canTransition('Processing', 'Cancelled', 'admin')).toBe(true);
    expect(canTransition('Packing', 'Cancelled', 'admin')).toBe(false);
    expect(canTransition('Shipped', 'Cancelled', 'admin')).toBe(false);
  });

  it('lets the shopper cancel only a new order within 24 hours', () => {
    expect(canTransition('Order Placed', 'Cancelled', 'shopper', hoursLater(0))).toBe(true);
    expect(canTransition('Order Placed', 'Cancelled', 'shopper', hoursLater(23.99))).toBe(true);
    expect(canTransition('Order Placed', 'Cancelled', 'shopper', hoursLater(24))).toBe(false);
    expect(transitionError('Order Placed', 'Cancelled', 'shopper', hoursLater(30))).toMatch(
      /within 24 hours/,
    );
    expect(transitionError('Processing', 'Cancelled', 'shopper', hoursLater(1))).toMatch(/being processed/);
    expect(canTransition('Order Placed', 'Cancelled', 'shopper')).toBe(false);
  });

  it('never lets the shopper or the system move an order forward', () => {
    for (const actor of ['shopper', 'system'] as const) {
      expect(canTransition('Order Placed', 'Processing', actor, hoursLater(1))).toBe(false);
      expect(canTransition('Shipped', 'Out for delivery', actor, hoursLater(1))).toBe(false);
    }
  });

  it('lets the system cancel a new order (failed or expired payment) and nothing else', () => {
    expect(canTransition('Order Placed', 'Cancelled', 'system')).toBe(true);
    expect(canTransition('Processing', 'Cancelled', 'system')).toBe(false);
  });

  it('lists the next statuses and the step on the fulfilment path', () => {
    expect(nextStatuses('Processing')).toEqual(['Packing', 'Shipped', 'Cancelled']);
    expect(nextStatuses('Delivered')).toEqual([]);
    expect(statusStep('Order Placed')).toBe(0);
    expect(statusStep('Delivered')).toBe(5);
    expect(statusStep('Cancelled')).toBe(-1);
  });
});
