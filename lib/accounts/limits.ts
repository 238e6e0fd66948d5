import type { FailureRule, RateLimitRule } from '@/lib/rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const email = (value: string) => value.trim().toLowerCase();

/**
 * Failed logins, never successful ones (shoppers behind one carrier-grade NAT share an address):
 * - per (e-mail, address) pair: after 5 failures, waits of 30 s, then 1, 2, 4 … up to 15 minutes;
 * - per e-mail, from any address: a higher ceiling (waits from 1 minute after 20 failures), which does not
 *   apply from an address the account signed in from before, so strangers' guesses cannot lock the
 *   owner out of their usual connection;
 * - per address, across e-mails (password spraying): waits from 1 minute after 50 failures.
 */
export function loginFailureRules(ip: string, address: string, knownPair: boolean): FailureRule[] {
  const e = email(address);
  const rules: FailureRule[] = [
    { key: loginPairKey(ip, e), free: 5, baseDelayMs: 30 * SECOND, maxDelayMs: 15 * MINUTE, forgetMs: HOUR },
    { key: `login:ip:${ip}`, free: 50, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetMs: HOUR },
  ];
  if (!knownPair) {
    rules.push({
      key: `login:email:${e}`,
      free: 20,
      baseDelayMs: MINUTE,
      maxDelayMs: 15 * MINUTE,
      forgetMs: HOUR,
    });
  }
  return rules;
}

export function loginPairKey(ip: string, address: string): string {
  return `login:pair:${email(address)}|${ip}`;
}

/** Remembered for 30 days after a successful login from this address. */
export const knownPairRule = (ip: string, address: string): RateLimitRule => ({
  key: `login:known:${email(address)}|${ip}`,
  limit: Number.MAX_SAFE_INTEGER,
  windowMs: 30 * DAY,
});

/** Wrong current passwords when changing it (a stolen session guessing the password): per account. */
export function passwordChangeFailureRules(userId: string): FailureRule[] {
  return [
    {
      key: `password:user:${userId}`,
      free: 5,
      baseDelayMs: 30 * SECOND,
      maxDelayMs: 15 * MINUTE,
      forgetMs: HOUR,
    },
  ];
}

/**
 * Sign-ups per address: 50 accounts created an hour (a NAT full of real shoppers signing up is fine, a
 * script making accounts in bulk is not), and 20 refusals for an e-mail already taken (probing which
 * e-mails have accounts). Attempts refused as bad input count for neither.
 */
export const registerLimits = (ip: string) => ({
  created: { key: `register:created:${ip}`, limit: 50, windowMs: HOUR } satisfies RateLimitRule,
  taken: { key: `register:taken:${ip}`, limit: 20, windowMs: HOUR } satisfies RateLimitRule,
});

/**
 * Reset link requests: 5 an hour per e-mail (nobody's inbox is flooded with links) and 30 an hour per
 * address (one script probing many e-mails). Counted whether or not the e-mail has an account, so the
 * 429 tells nothing either.
 */
export const passwordResetRequestLimits = (ip: string, address: string) => [
  { key: `reset:ip:${ip}`, limit: 30, windowMs: HOUR } satisfies RateLimitRule,
  { key: `reset:email:${email(address)}`, limit: 5, windowMs: HOUR } satisfies RateLimitRule,
];

/** Reset links tried per address: 30 an hour (a token cannot be guessed, but nobody needs more). */
export const passwordResetUseLimit = (ip: string): RateLimitRule => ({
  key: `reset:use:${ip}`,
  limit: 30,
  windowMs: HOUR,
});
