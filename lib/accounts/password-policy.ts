import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

// What a new password must not be (NIST SP 800-63B, 5.1.1.2): shorter than 8 characters, a commonly
// used or breached password, a repetitive or sequential run, or a context word such as the account's
// own email address or name. No composition rules (no "one digit and one symbol"). Browser-safe: the
// sign-up form checks with the same code, loaded only when someone signs up (the list is large).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const COMMON_PASSWORD_MESSAGE =
  'is one of the most commonly used passwords; please choose one that is harder to guess';
export const SEQUENCE_MESSAGE =
  'must not be a repeated or sequential run of characters such as 11111111 or abcd1234';
export const BLANK_MESSAGE = 'must not be only spaces';
export const PERSONAL_MESSAGE = 'must not be your email address or your name';

let common: Set<string> | undefined;

/** Whether the password is on the bundled list of the ~49,000 most common passwords (any letter case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.trim().toLowerCase();
  return common.has(lower) || common.has(lower.replace(/\s+/g, ''));
}

/** One character repeated, or a run climbing or falling by one (12345678, abcdefgh, 87654321, 1234abcd). */
export function isRepetitiveOrSequential(password: string): boolean {
  const chars = [...password.toLowerCase()];
  if (chars.length < 2) return true;
  if (chars.every((c) => c === chars[0])) return true;
  // Split into runs of one class (digits, letters) and check each climbs or falls by one.
  const runs = password.toLowerCase().match(/\d+|[a-z]+|[^\da-z]+/g) ?? [];
  return runs.every((run) => {
    if (run.length < 3) return false;
    const codes = [...run].map((c) => c.codePointAt(0)!);
    const step = codes[1]! - codes[0]!;
    if (step !== 1 && step !== -1 && step !== 0) return false;
    return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
  });
}

/** The password is the account's email, its local part, or its name (ignoring case, spaces and dots). */
export function isPersonal(password: string, context: { email?: string; name?: string }): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[\s._-]+/g, '');
  const candidate = squash(password);
  const email = context.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', context.name ?? '']
    .map(squash)
    .filter((w) => w.length > 0);
  return words.some((word) => candidate === word);
}

/** The field rules that need no context: length, not blank, not common, not a simple run. */
export const newPasswordSchema = z
  .string({ error: 'is required' })
  .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((p) => p.length <= PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((p) => p.trim().length > 0, BLANK_MESSAGE)
  .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE)
  .refine((p) => !isRepetitiveOrSequential(p), SEQUENCE_MESSAGE);

/** Adds the context rule (not the email or name) to an object schema's `password`-like field. */
export function refusePersonalPassword<T extends { email?: string; name?: string }>(
  field: keyof T & string,
  read: (value: T) => string | undefined,
) {
  return (value: T, ctx: z.core.$RefinementCtx) => {
    const password = read(value);
    if (password && isPersonal(password, value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: PERSONAL_MESSAGE });
    }
  };
}
