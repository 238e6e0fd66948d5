import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { conflict, forbidden, notFound } from '@/lib/errors';
import { users } from '@/models';
import { writeAudit } from './audit';
import type { CustomerBlockInput } from './customer-schema';
import { getAdminCustomer, type AdminCustomerDetail } from './customers';

export const CANNOT_BLOCK_SELF_MESSAGE = 'You cannot block your own account.';
export const CANNOT_BLOCK_OWNER_MESSAGE = 'Store owners cannot be blocked.';

/**
 * Blocks or unblocks an account in one transaction with its audit row. A block also raises the token
 * version, so every session the shopper holds ends at once and stays ended after an unblock; sign-in
 * and order placement check the flag themselves (lib/accounts).
 */
async function setBlocked(
  userId: string,
  actorUserId: string,
  block: boolean,
  { reason }: CustomerBlockInput,
): Promise<AdminCustomerDetail> {
  if (!isId(userId)) throw notFound('Customer not found.');
  if (block && userId === actorUserId) throw forbidden(CANNOT_BLOCK_SELF_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: users.role, blockedAt: users.blockedAt, blockedReason: users.blockedReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw notFound('Customer not found.');
    if (block && current.role === 'admin') throw forbidden(CANNOT_BLOCK_OWNER_MESSAGE);
    const blocked = current.blockedAt !== null;
    if (block && blocked) throw conflict('This account is already blocked.');
    if (!block && !blocked) throw conflict('This account is not blocked.');
    await tx
      .update(users)
      .set(
        block
          ? { blockedAt: sql`now()`, blockedReason: reason, tokenVersion: sql`${users.tokenVersion} + 1` }
          : { blockedAt: null, blockedReason: null },
      )
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actorUserId,
      action: block ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: userId,
      before: { blocked, blockedReason: current.blockedReason },
      after: { blocked: block, reason },
    });
  });
  return getAdminCustomer(userId);
}

/** The store blocks a shopper: no sign-in, no order, every session ended; 403 for an owner or oneself. */
export function blockCustomer(userId: string, input: CustomerBlockInput, actorUserId: string) {
  return setBlocked(userId, actorUserId, true, input);
}

/** The store lifts a block: the shopper may sign in again (old sessions stay ended). */
export function unblockCustomer(userId: string, input: CustomerBlockInput, actorUserId: string) {
  return setBlocked(userId, actorUserId, false, input);
}
