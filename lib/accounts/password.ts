import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;

/**
 * bcrypt reads only the first 72 bytes, so two long passwords sharing a prefix would match. Longer
 * passwords are first reduced to a marked SHA-256 digest; shorter ones go to bcrypt unchanged.
 */
function bcryptInput(password: string): string {
  if (Buffer.byteLength(password, 'utf8') <= 72) return password;
  return `$sha256$${createHash('sha256').update(password, 'utf8').digest('base64')}`;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(bcryptInput(password), BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(bcryptInput(password), hash);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same bcrypt work as a real check, so an unknown e-mail answers no faster than a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash('not-a-real-password-only-for-timing', BCRYPT_COST);
  await bcrypt.compare(bcryptInput(password), await dummyHash);
  return false;
}
