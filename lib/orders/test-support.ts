import { randomBytes } from 'node:crypto';
import { signToken } from '@/lib/accounts';
import { db } from '@/lib/db';
import { products, users, type NewProductRow } from '@/models';

/** Test helper: a shopper row and a session token for it. */
export async function insertShopper(
  name = 'Asha Verma',
): Promise<{ id: string; token: string; name: string }> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ name, email: `shopper-${suffix}@example.in`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return { id: user.id, token: await signToken(user.id), name };
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
