import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { AppError, conflict, notFound } from '@/lib/errors';
import { users } from '@/models';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { isPersonal, PERSONAL_MESSAGE } from './password-policy';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './schemas';
import { signToken } from './token';

export type PublicUser = { name: string; email: string };
export type AuthResult = { token: string; user: PublicUser & { id: string } };

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const BLOCKED_ACCOUNT_MESSAGE =
  'This account has been blocked by the store. Please contact customer support if you think this is a mistake.';

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Creates a customer account (unique e-mail) and signs a session token for it. */
export async function registerUser(input: RegisterInput): Promise<AuthResult> {
  const { name, email, password } = input;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(password);
  let created: { id: string; name: string; email: string } | undefined;
  try {
    [created] = await db
      .insert(users)
      .values({ name, email, passwordHash })
      .returning({ id: users.id, name: users.name, email: users.email });
  } catch (error) {
    // Two sign-ups with one e-mail at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  if (!created) throw new Error('Creating the user returned no row');
  return { token: await signToken(created.id), user: created };
}

/**
 * Checks e-mail and password; an unknown e-mail and a wrong password fail alike, in similar time. A blocked
 * account with the right password is refused (403) with BLOCKED_ACCOUNT_MESSAGE.
 */
export async function loginUser(input: LoginInput): Promise<AuthResult> {
  const { email, password } = input;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new AppError('unauthorized', INVALID_LOGIN_MESSAGE);
  // Said only to someone who knows the password: a guesser learns nothing about blocked accounts.
  if (user.blockedAt) throw new AppError('forbidden', BLOCKED_ACCOUNT_MESSAGE);
  return {
    token: await signToken(user.id, user.tokenVersion),
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/** Ends every session of the user: tokens signed before this no longer authenticate (logout). */
export async function revokeSessions(userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'currentPassword: is not your current password';

/**
 * Changes the user's password after checking the current one, ends every other session (all earlier
 * tokens), and answers a fresh token for the device that made the change.
 */
export async function changePassword(
  userId: string,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<AuthResult> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('unauthorized', 'Not authorized. Please log in again.');
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError('bad_request', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (isPersonal(newPassword, user)) throw new AppError('bad_request', `newPassword: ${PERSONAL_MESSAGE}`);
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw new AppError('unauthorized', 'Not authorized. Please log in again.');
  return {
    token: await signToken(user.id, updated.tokenVersion),
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/** The profile fields the info call shows. */
export async function getUserInfo(userId: string): Promise<PublicUser> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound('User not found.');
  return user;
}
