import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { users } from '@/models';
import { hashPassword } from './password';
import { signToken } from './token';

export type TestUser = { id: string; name: string; email: string; password: string; token: string };

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

/** Inserts a customer (password TEST_PASSWORD, hashed once per run) and signs a token for it. */
export async function createTestUser(overrides: { name?: string; email?: string } = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const name = overrides.name ?? 'Asha Verma';
  const email = overrides.email ?? `shopper-${randomBytes(5).toString('hex')}@example.in`;
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash: await passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('createTestUser: no row returned');
  return { id: row.id, name, email, password: TEST_PASSWORD, token: await signToken(row.id) };
}

/** Deletes a user (their cart and wishlist go with them); their token must stop working. */
export async function deleteTestUser(id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
