import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { users } from '@/models';
import { BLOCKED_ACCOUNT_MESSAGE } from './users';

/**
 * Refuses (403) a write by an account the store has blocked. Called inside the write's transaction: the
 * row is read FOR SHARE, so a block that commits first is seen, and a block that comes later waits for
 * the write to finish (the session check before it ran without a lock).
 */
export async function refuseBlockedAccount(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (row?.blockedAt) throw new AppError('forbidden', BLOCKED_ACCOUNT_MESSAGE);
}
