import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from './idempotency';
import { addressSchema, placeOrderBodySchema, verifyPaymentSchema } from './schemas';

const address = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'Asha@Example.IN',
  street: '12 Lodhi Road',
  appartment: 'Flat 4B',
  city: 'New Delhi',
  state: 'Delhi',
  zipcode: '110003',
  phone: '98765 43210',
};

describe('checkout schemas', () => {
  it('normalises the address', () => {
    expect(addressSchema.parse(address)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      street: '12 Lodhi Road',
      apartment: 'Flat 4B',
      city: 'New Delhi',
      state: 'Delhi',
      zipcode: '110003',
      country: 'India',
      phone: '9876543210',
    });
  });

  it('accepts the usual ways of writing an Indian mobile number', () => {
    for (const phone of [
      '9876543210',
      '+919876543210',
      '+91 98765-43210',
      '919876543210',
      '09876543210',
      9876543210,
    ]) {
      expect(addressSchema.parse({ ...address, phone }).phone).toBe('9876543210');
    }
    for (const phone of ['987654321', '98765432101', '1234567890', '+1 9876543210', 'call me']) {
      expect(addressSchema.safeParse({ ...address, phone }).success, String(phone)).toBe(false);
    }
  });

  it('reads the original client body, using only _id, size and quantity of each product copy', () => {
    const input = placeOrderBodySchema.parse({
      address,
      amount: '1999.50',
      items: [
        { _id: 'abc', name: 'Shirt', price: 1, image: ['x'], size: 'L', quantity: 2, sizes: ['L'] },
        { productId: 'def', quantity: 1 },
      ],
    });
    expect(input.amount).toBe(1999.5);
    expect(input.items).toEqual([
      { productId: 'abc', size: 'L', quantity: 2, clientName: 'Shirt' },
      { productId: 'def', size: 'default', quantity: 1, clientName: undefined },
    ]);
    expect(() => placeOrderBodySchema.parse({ address, amount: 1, items: [{ quantity: 1 }] })).toThrow(
      /product id/,
    );
    expect(() => placeOrderBodySchema.parse({ address, amount: 1, items: null })).toThrow(
      'Your cart is empty. Please add items to your cart!',
    );
    expect(() => placeOrderBodySchema.parse(null)).toThrow(
      'Your cart is empty. Please add items to your cart!',
    );
  });

  it('reads the verify body and the Idempotency-Key header', () => {
    expect(verifyPaymentSchema.parse({ orderId: 'x', success: 'true' }).success).toBe(true);
    expect(verifyPaymentSchema.safeParse({ orderId: 'x', success: 'yes' }).success).toBe(false);
    expect(verifyPaymentSchema.parse({ orderId: 'x' }).success).toBe(false);
    expect(readIdempotencyKey(null)).toBeUndefined();
    expect(readIdempotencyKey('  abc-123  ')).toBe('abc-123');
    expect(() => readIdempotencyKey('x'.repeat(201))).toThrow();
    expect(() => readIdempotencyKey('has space')).toThrow();
  });
});
