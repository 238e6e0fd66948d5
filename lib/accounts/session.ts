import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { users } from '@/models';
import { readRequestToken, verifyToken } from './token';

export type SessionUser = { id: string; name: string; email: string; role: 'customer' | 'admin' };

/** Resolves a verified token to its user, or null when the token is bad or its user is gone. */
export async function getUserByToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const userId = await verifyToken(token);
  // Ids are 24 hex characters; anything else (even correctly signed) never reaches the database.
  if (!userId || !isId(userId)) return null;
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** The signed-in user of an API request (header `token` or cookie), or null. */
export async function getRequestUser(req: Request): Promise<SessionUser | null> {
  return getUserByToken(readRequestToken(req));
}
