import { eq } from 'drizzle-orm';
import { createTestUser, type TestUser } from '@/lib/accounts/test-fixtures';
import { db } from '@/lib/db';
import { users } from '@/models';

/** Inserts a store administrator (a test user with role admin) and signs a token for it. */
export async function createTestAdmin(overrides: { name?: string; email?: string } = {}): Promise<TestUser> {
  const user = await createTestUser({ name: 'Store Admin', ...overrides });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return user;
}
