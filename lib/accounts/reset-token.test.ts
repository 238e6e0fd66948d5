import { describe, expect, it } from 'vitest';
import {
  hashResetToken,
  INVALID_RESET_MESSAGE,
  newResetToken,
  RESET_TOKEN_TTL_MS,
  resetTokenRefusal,
} from './reset-token';

describe('password reset tokens', () => {
  it('are 256 random bits in URL-safe text, stored only as their SHA-256', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const a = newResetToken(now);
    const b = newResetToken(now);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashResetToken(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).not.toContain(a.token);
    // The known SHA-256 of "abc": the hash is the standard one, not something home-made.
    expect(hashResetToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('expire 30 minutes after they are made', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const { expiresAt } = newResetToken(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(30 * 60_000);
    const row = { usedAt: null, expiresAt };
    expect(resetTokenRefusal(row, new Date(expiresAt.getTime() - 1))).toBeNull();
    expect(resetTokenRefusal(row, expiresAt)).toBe(INVALID_RESET_MESSAGE);
    expect(resetTokenRefusal(row, new Date(expiresAt.getTime() + 60_000))).toBe(INVALID_RESET_MESSAGE);
  });

  it('work once: a used token, or an unknown one, is refused with the same message', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const { expiresAt } = newResetToken(now);
    expect(resetTokenRefusal({ usedAt: now, expiresAt }, now)).toBe(INVALID_RESET_MESSAGE);
    expect(resetTokenRefusal(undefined, now)).toBe(INVALID_RESET_MESSAGE);
  });
});
