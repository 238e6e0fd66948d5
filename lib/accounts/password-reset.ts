import { and, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { enqueueEmail, passwordResetEmail, storeUrl } from '@/lib/mail';
import { passwordResetTokens, users } from '@/models';
import { hashPassword } from './password';
import { isPersonal, PERSONAL_MESSAGE } from './password-policy';
import { hashResetToken, INVALID_RESET_MESSAGE, newResetToken, resetTokenRefusal } from './reset-token';
import type { ForgotPasswordInput, ResetPasswordInput } from './schemas';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail, we have sent it a link to reset the password. The link works for 30 minutes.';

/** The least time a reset request takes, found or not, so the answer's timing does not tell either. */
const REQUEST_FLOOR_MS = 400;

/**
 * Sends a single-use reset link to the account with this e-mail, if there is one. The caller learns nothing
 * either way: the same answer, in no less than REQUEST_FLOOR_MS.
 */
export async function requestPasswordReset(
  { email }: ForgotPasswordInput,
  now = new Date(),
): Promise<string> {
  const started = Date.now();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user) {
    const { token, tokenHash, expiresAt } = newResetToken(now);
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash, expiresAt, createdAt: now });
      const url = storeUrl(`/reset-password?token=${encodeURIComponent(token)}`);
      await enqueueEmail(tx, passwordResetEmail({ to: user.email, name: user.name, url, expiresAt }));
    });
  }
  const wait = REQUEST_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return RESET_REQUESTED_MESSAGE;
}

/**
 * Sets a new password from a reset link: the token must be known, unused and unexpired. It is used up
 * (with every other open link of the account), and every session of the account ends (token version).
 */
export async function resetPassword(
  { token, newPassword }: ResetPasswordInput,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashResetToken(token);
  const [found] = await db
    .select({ row: passwordResetTokens, name: users.name, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  const refusal = resetTokenRefusal(found?.row, now);
  if (refusal || !found) throw new AppError('bad_request', refusal ?? INVALID_RESET_MESSAGE);
  if (isPersonal(newPassword, found)) throw new AppError('bad_request', `newPassword: ${PERSONAL_MESSAGE}`);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Used up in the statement that checks it is unused: two clicks of one link change the password once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('bad_request', INVALID_RESET_MESSAGE);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, claimed.userId));
  });
}
