import { describe, expect, it } from 'vitest';
import { STORE_POLICY } from '@/lib/store-policy';
import { codLimitRefusal, codZoneRefusal, isOverCodLimit, methodsFor, onlineMethodsText } from './options';

describe('the payment methods of an order (issue 24 point 1)', () => {
  it('offers cash on delivery where allowed plus only the online methods with a provider', () => {
    expect(methodsFor(true, ['upi', 'card'])).toEqual(['cod', 'upi', 'card']);
    expect(methodsFor(false, ['upi', 'card'])).toEqual(['upi', 'card']);
    expect(methodsFor(true, [])).toEqual(['cod']);
    expect(methodsFor(false, [])).toEqual([]);
    expect(methodsFor(false, ['card'])).toEqual(['card']);
  });

  it('judges the cash-on-delivery limit on the order amount, the limit itself included', () => {
    const limit = STORE_POLICY.codMaxOrderRupees * 100;
    expect(isOverCodLimit(limit)).toBe(false);
    expect(isOverCodLimit(limit + 1)).toBe(true);
  });

  it('tells the shopper to pay online only when the store can take it, and says plainly when it cannot', () => {
    expect(codLimitRefusal(['upi', 'card'])).toBe(
      'Cash on delivery is available for orders up to ₹50,000. Please pay by UPI or card.',
    );
    expect(codLimitRefusal(['card'])).toMatch(/Please pay by card\.$/);
    const none = codLimitRefusal([]);
    expect(none).toBe(
      'Orders above ₹50,000 need online payment (UPI or card), which this store does not take yet. Cash on delivery is available for orders up to ₹50,000.',
    );
    expect(none).not.toMatch(/Please pay/);
    expect(codZoneRefusal('744101', 'Islands', ['upi'])).toBe(
      'Cash on delivery is not available for PIN code 744101 (Islands). Please pay by UPI.',
    );
    expect(codZoneRefusal('744101', 'Islands', [])).toMatch(/cannot be paid for/);
    expect(onlineMethodsText(['upi', 'card'])).toBe('UPI or card');
  });
});
