import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { users } from '@/models';
import { readRequestToken, verifyToken } from './token';

export type SessionUser = { id: string; name: string; email: string; role: 'customer' | 'admin' };

/**
 * Resolves a verified token to its user, or null when the token is bad, its user is gone, or it was
 * revoked (signed at an older token version: the shopper logged out or changed the password since), or
 * the store blocked the account (a block also raises the version, so the session stays ended after an unblock).
 */
export async function getUserByToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await verifyToken(token);
  // Ids are 24 hex characters; anything else (even correctly signed) never reaches the database.
  if (!claims || !isId(claims.userId)) return null;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!user || user.tokenVersion !== claims.tokenVersion || user.blockedAt) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** The signed-in user of an API request (header `token` or cookie), or null. */
export async function getRequestUser(req: Request): Promise<SessionUser | null> {
  return getUserByToken(readRequestToken(req));
}
