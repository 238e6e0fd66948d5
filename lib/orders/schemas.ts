import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '@/lib/cart/types';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items to your cart!';
export const MAX_ORDER_LINES = 100;

const text = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message} (at most ${max} characters)` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Address lines can be at most ${max} characters.` })
    .optional();

const pincodeMessage = 'Please enter a valid 6-digit pincode.';
const pincode = z.union([z.string(), z.number()], { error: pincodeMessage }).transform((v, ctx) => {
  const code = String(v).replace(/\s+/g, '');
  if (!/^[1-9]\d{5}$/.test(code)) {
    ctx.addIssue({ code: 'custom', message: pincodeMessage });
    return z.NEVER;
  }
  return code;
});

const phoneMessage = 'Please enter a valid 10-digit Indian mobile number.';
/** A 10-digit Indian mobile number; +91, 91 or 0 in front and spaces or dashes are accepted and dropped. */
export const mobileNumberSchema = z
  .union([z.string(), z.number()], { error: phoneMessage })
  .transform((v, ctx) => {
    const digits = String(v)
      .replace(/[\s\-().]/g, '')
      .replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
    if (!/^[6-9]\d{9}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: phoneMessage });
      return z.NEVER;
    }
    return digits;
  });

/**
 * The delivery address of the checkout form (spec section 3). The form spells the apartment field
 * `appartment`; `apartment` is accepted too, and `pincode` as an alias of `zipcode`.
 */
export const addressSchema = z
  .object({
    firstName: text('Please enter your first name.', 60),
    lastName: text('Please enter your last name.', 60),
    email: z
      .string({ error: 'Please enter a valid email address.' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254)),
    street: text('Please enter your street address.', 200),
    appartment: optionalText(200),
    apartment: optionalText(200),
    city: text('Please enter your city.', 80),
    state: text('Please enter your state.', 80),
    zipcode: pincode.optional(),
    pincode: pincode.optional(),
    country: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || 'India')
      .refine((v) => v.toLowerCase() === 'india', { error: 'We deliver only within India.' })
      .transform(() => 'India'),
    phone: mobileNumberSchema,
  })
  .transform((a, ctx) => {
    const zipcode = a.zipcode ?? a.pincode;
    if (!zipcode) {
      ctx.addIssue({ code: 'custom', message: pincodeMessage });
      return z.NEVER;
    }
    return {
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      street: a.street,
      apartment: a.apartment || a.appartment || '',
      city: a.city,
      state: a.state,
      zipcode,
      country: a.country,
      phone: a.phone,
    };
  });

// The cart's own cap (lib/cart/types.ts): an order never holds more of a line than the cart could.
const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

/** Refused when lines of one product and size add up past the cap (they are merged before it applies). */
export const mergedQuantityMessage = (quantity: number) =>
  `You can order at most ${MAX_LINE_QUANTITY} of one product in one size; your order asks for ${quantity}.`;

/**
 * One cart line as the original client sends it: a whole product copy plus size and quantity. Only
 * `_id` (or `productId`), `size`, `color` (optional) and `quantity` are read; names and prices come from the database.
 */
export const orderItemInputSchema = z
  .looseObject({
    _id: z.string().trim().max(100).optional(),
    productId: z.string().trim().max(100).optional(),
    name: z.unknown().optional(),
    size: z
      .string({ error: 'Size must be text.' })
      .trim()
      .max(60)
      .optional()
      .transform((v) => v || 'default'),
    /** Optional: the original clients send none and get the product's first colour. */
    color: z.string({ error: 'Colour must be text.' }).trim().max(40).optional(),
    quantity: z
      .number({ error: quantityMessage })
      .int({ error: quantityMessage })
      .min(1, { error: quantityMessage })
      .max(MAX_LINE_QUANTITY, { error: quantityMessage }),
  })
  .transform((item, ctx) => {
    const productId = item._id || item.productId;
    if (!productId) {
      ctx.addIssue({ code: 'custom', message: 'Every item needs its product id (_id).' });
      return z.NEVER;
    }
    return {
      productId,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      // The client's own copy of the name, only used to name a product that no longer exists.
      clientName: typeof item.name === 'string' ? item.name.slice(0, 200) : undefined,
    };
  });

const amountMessage = 'amount must be the order total in rupees.';

/** `{ address, items, amount }`: the body of every order-placing call. */
export const placeOrderSchema = z.object({
  address: addressSchema,
  items: z
    .array(orderItemInputSchema, { error: EMPTY_CART_MESSAGE })
    .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} lines.` }),
  amount: z.union(
    [
      z.number({ error: amountMessage }).finite({ error: amountMessage }).min(0, { error: amountMessage }),
      z
        .string({ error: amountMessage })
        .regex(/^\d+(\.\d{1,2})?$/, { error: amountMessage })
        .transform(Number),
    ],
    { error: amountMessage },
  ),
  /** An addition to the original contract: a coupon code the server checks and prices again. */
  couponCode: z
    .string({ error: 'couponCode must be text.' })
    .trim()
    .max(40, { error: 'That coupon code is too long.' })
    .optional()
    .transform((v) => v || undefined),
});

export type AddressInput = z.output<typeof addressSchema>;
export type OrderItemInput = z.output<typeof orderItemInputSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const orderIdSchema = z.object({
  orderId: z
    .string({ error: 'orderId is required.' })
    .trim()
    .min(1, { error: 'orderId is required.' })
    .max(100),
});

/** `{ success, orderId }` sent back by the payment return page. */
export const verifyPaymentSchema = z.object({
  orderId: z
    .string({ error: 'orderId is required.' })
    .trim()
    .min(1, { error: 'orderId is required.' })
    .max(100),
  success: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

/** A cart with nothing in it (no items, null, or an empty list), refused before anything else is checked. */
function hasItems(body: unknown): boolean {
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  return !(items === undefined || items === null || (Array.isArray(items) && items.length === 0));
}

/**
 * The order-placing body as the API reads it: a missing or empty cart is refused first, in the original
 * client's words, then `{ address, items, amount }` by placeOrderSchema.
 */
export const placeOrderBodySchema = z
  .unknown()
  .refine(hasItems, { error: EMPTY_CART_MESSAGE })
  .pipe(placeOrderSchema);
