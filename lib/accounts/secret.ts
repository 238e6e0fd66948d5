import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: Uint8Array | undefined;

/**
 * The HS256 signing key. Production requires AUTH_SECRET; elsewhere a random secret is made once
 * and kept in the data folder so sessions survive restarts.
 */
export function getAuthSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env.AUTH_SECRET;
  if (!secret) {
    if (
      env.NODE_ENV === 'production' &&
      process.env.NEXT_PHASE !== 'phase-production-build' &&
      !process.env.ALLOW_GENERATED_AUTH_SECRET
    ) {
      throw new Error('AUTH_SECRET must be set (at least 32 characters) in production.');
    }
    const file = path.join(env.DATA_DIR, 'auth-secret');
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch {
      secret = randomBytes(48).toString('base64url');
      mkdirSync(env.DATA_DIR, { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
