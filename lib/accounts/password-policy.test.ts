import { describe, expect, it } from 'vitest';
import {
  BLANK_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  isPersonal,
  isRepetitiveOrSequential,
  PERSONAL_MESSAGE,
  SEQUENCE_MESSAGE,
} from './password-policy';
import { registerSchema } from './schemas';

// NIST SP 800-63B 5.1.1.2: length, a blocklist of common passwords, repetitive or sequential runs and
// context words; no composition rules. The same schema runs in the sign-up form and the API.

const signUp = (password: string, name = 'Asha Verma', email = 'asha.verma@example.in') =>
  registerSchema.safeParse({ name, email, password });
const refusal = (password: string, name?: string, email?: string) => {
  const result = signUp(password, name, email);
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0];
};

describe('the password policy', () => {
  it('bundles a list of tens of thousands of common passwords and matches it in any case', () => {
    for (const p of ['password', '12345678', 'qwerty123', 'iloveyou1', 'PassWord1', 'Sunshine']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['monsoon-2024', 'Tulsi-Garden-42', 'correct-horse-battery']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('spots repeated and sequential runs', () => {
    for (const p of ['aaaaaaaa', '11111111', '12345678', '87654321', 'abcdefgh', '1234abcd', 'abcd4321']) {
      expect(isRepetitiveOrSequential(p), p).toBe(true);
    }
    for (const p of ['monsoon-2024', 'abcd1357', 'tulsi-42'])
      expect(isRepetitiveOrSequential(p), p).toBe(false);
  });

  it('spots the email, its local part and the name, ignoring case, spaces and dots', () => {
    const context = { email: 'asha.verma@example.in', name: 'Asha Verma' };
    for (const p of [
      'asha.verma@example.in',
      'ASHA.VERMA@EXAMPLE.IN',
      'ashaverma',
      'Asha Verma',
      'asha.verma',
    ]) {
      expect(isPersonal(p, context), p).toBe(true);
    }
    expect(isPersonal('asha-verma-1987', context)).toBe(false);
  });

  it.each([
    ['password', `password: ${COMMON_PASSWORD_MESSAGE}`],
    ['12345678', `password: ${COMMON_PASSWORD_MESSAGE}`],
    ['        ', `password: ${BLANK_MESSAGE}`],
    ['\t\t\t\t\t\t\t\t', `password: ${BLANK_MESSAGE}`],
    ['short', 'password: must be at least 8 characters'],
    ['🙂🙂🙂🙂', 'password: must be at least 8 characters'],
    ['zzzzzzzzzz', `password: ${SEQUENCE_MESSAGE}`],
    ['asha.verma@example.in', `password: ${PERSONAL_MESSAGE}`],
    ['Asha Verma', `password: ${PERSONAL_MESSAGE}`],
  ])('refuses %j with a clear message', (password, message) => {
    expect(refusal(password)).toBe(message);
  });

  it('accepts a long passphrase with spaces, and any characters (no composition rules)', () => {
    expect(refusal('the monsoon came early this year')).toBeNull();
    expect(refusal('चाय और समोसा')).toBeNull();
    expect(refusal('monsoon-2024')).toBeNull();
  });
});
