import { randomBytes } from 'node:crypto';
import { signToken } from '@/lib/accounts';
import { db } from '@/lib/db';
import { cartLines, products, users, type NewProductRow } from '@/models';

/** Test helper: a shopper row and a session token for it. */
export async function insertShopper(
  name = 'Asha Verma',
): Promise<{ id: string; token: string; name: string; email: string }> {
  const suffix = randomBytes(4).toString('hex');
  const email = `shopper-${suffix}@example.in`;
  const [user] = await db
    .insert(users)
    .values({ name, email, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return { id: user.id, token: await signToken(user.id), name, email };
}

/** Test helper: a published product priced in paise (₹1,000 by default, untracked stock). */
export async function insertTestProduct(overrides: Partial<NewProductRow> = {}): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(products)
    .values({
      slug: `test-product-${suffix}`,
      name: `Test Kurta ${suffix}`,
      category: 'T-Shirts & Shirts',
      categories: ['T-Shirts & Shirts'],
      images: ['/images/test.jpg'],
      regularPricePaise: 100_000,
      hsnCode: '6205',
      gstRatePercent: 5,
      ...overrides,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert failed');
  return row.id;
}

/** Test helper: a valid checkout address in the form's spelling. */
export const testAddress = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  street: '12 Lodhi Road',
  appartment: 'Flat 4B',
  city: 'New Delhi',
  state: 'Delhi',
  zipcode: '110003',
  country: 'India',
  phone: '+91 98765 43210',
};

/** Test helper: the original client's order body (product copies with _id, size and quantity). */
export function orderBody(items: { _id: string; size?: string; quantity: number }[], amount: number) {
  return {
    address: testAddress,
    items: items.map((i) => ({
      name: 'client copy',
      price: 1,
      description: 'ignored',
      size: 'default',
      ...i,
    })),
    amount,
  };
}

/** Test helper: puts lines in the shopper's saved cart. */
export async function fillCart(
  userId: string,
  lines: { productId: string; size?: string; quantity: number }[],
) {
  await db.insert(cartLines).values(lines.map((l) => ({ userId, size: 'default', ...l })));
}

/** Test helper: the courier and AWB the status API needs to mark an order Shipped. */
export const testShipment = { courier: 'delhivery', awb: '1234567890' } as const;

/** Test helper: the status API's body for a move, with the test shipment when the move is to Shipped. */
export const statusBody = (status: string) => ({ status, ...(status === 'Shipped' ? testShipment : {}) });
