import { createHash, randomBytes } from 'node:crypto';

/** A reset link works for 30 minutes after it is sent. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** The SHA-256 kept in the database: a leaked table gives no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes (base64url, 43 characters) for the link, and the hash to store. */
export function newResetToken(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
}

export const INVALID_RESET_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Please ask for a new one.';

/** Why a stored token cannot be used now (null: it can): unknown, used once already, or expired. */
export function resetTokenRefusal(
  row: { usedAt: Date | null; expiresAt: Date } | undefined,
  now = new Date(),
): string | null {
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return INVALID_RESET_MESSAGE;
  return null;
}
