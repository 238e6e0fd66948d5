import type { RateLimitRule } from '@/lib/rate-limit';

const MINUTE = 60_000;

/** Login: 10 attempts per 15 min per e-mail, 30 per 15 min per address. */
export function loginRateLimits(ip: string, email: string): RateLimitRule[] {
  return [
    { key: loginEmailKey(email), limit: 10, windowMs: 15 * MINUTE },
    { key: `login:ip:${ip}`, limit: 30, windowMs: 15 * MINUTE },
  ];
}

export function loginEmailKey(email: string): string {
  return `login:email:${email.trim().toLowerCase()}`;
}

/** Register: 10 sign-ups per hour per address. */
export function registerRateLimits(ip: string): RateLimitRule[] {
  return [{ key: `register:ip:${ip}`, limit: 10, windowMs: 60 * MINUTE }];
}
