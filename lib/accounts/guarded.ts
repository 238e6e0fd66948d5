import {
  checkFailureLimits,
  forgetFailures,
  peekRateLimit,
  rateLimit,
  recordFailure,
  type RateLimitResult,
} from '@/lib/rate-limit';
import { AppError } from '@/lib/errors';
import {
  knownPairRule,
  loginFailureRules,
  passwordChangeFailureRules,
  passwordResetRequestLimits,
  passwordResetUseLimit,
  registerLimits,
} from './limits';
import { requestPasswordReset, resetPassword } from './password-reset';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from './schemas';
import {
  changePassword,
  loginUser,
  registerUser,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type AuthResult,
} from './users';

/** What a guarded call answers: the result, or the wait that refused it (a 429 with Retry-After). */
export type Guarded<T> = { ok: T } | { limited: RateLimitResult };

const isFailure = (error: unknown, code: AppError['code']) =>
  error instanceof AppError && error.code === code;

/** Login under the failure limits of lib/accounts/limits.ts; only wrong passwords are counted. */
export async function loginWithLimits(ip: string, input: LoginInput): Promise<Guarded<AuthResult>> {
  const known = Boolean(await peekRateLimit(knownPairRule(ip, input.email).key));
  const rules = loginFailureRules(ip, input.email, known);
  const limited = await checkFailureLimits(rules);
  if (limited) return { limited };
  try {
    const result = await loginUser(input);
    // The pair's streak ends; the e-mail's and the address's go on (others may be guessing).
    await forgetFailures(rules.slice(0, 1));
    const pair = knownPairRule(ip, input.email);
    await rateLimit(pair.key, pair);
    return { ok: result };
  } catch (error) {
    if (isFailure(error, 'unauthorized')) await recordFailure(rules);
    throw error;
  }
}

/** Sign-up under the per-address limits: accounts created, and e-mails found taken, are counted. */
export async function registerWithLimits(ip: string, input: RegisterInput): Promise<Guarded<AuthResult>> {
  const { created, taken } = registerLimits(ip);
  for (const rule of [created, taken]) {
    const window = await peekRateLimit(rule.key);
    if (window && window.count >= rule.limit) {
      return {
        limited: {
          allowed: false,
          count: window.count,
          limit: rule.limit,
          remaining: 0,
          retryAfterMs: window.retryAfterMs,
        },
      };
    }
  }
  try {
    const result = await registerUser(input);
    await rateLimit(created.key, created);
    return { ok: result };
  } catch (error) {
    if (isFailure(error, 'conflict')) await rateLimit(taken.key, taken);
    throw error;
  }
}

/** Password change; wrong current passwords are limited per account like failed logins. */
export async function changePasswordWithLimits(
  userId: string,
  input: ChangePasswordInput,
): Promise<Guarded<AuthResult>> {
  const rules = passwordChangeFailureRules(userId);
  const limited = await checkFailureLimits(rules);
  if (limited) return { limited };
  try {
    const result = await changePassword(userId, input);
    await forgetFailures(rules);
    return { ok: result };
  } catch (error) {
    if (error instanceof AppError && error.message === WRONG_CURRENT_PASSWORD_MESSAGE)
      await recordFailure(rules);
    throw error;
  }
}

/** A reset link request under the per-address and per-e-mail limits; the answer is the same for any e-mail. */
export async function requestPasswordResetWithLimits(
  ip: string,
  input: ForgotPasswordInput,
): Promise<Guarded<string>> {
  for (const rule of passwordResetRequestLimits(ip, input.email)) {
    const counted = await rateLimit(rule.key, rule);
    if (!counted.allowed) return { limited: counted };
  }
  return { ok: await requestPasswordReset(input) };
}

/** A new password from a reset link, under the per-address limit of attempts. */
export async function resetPasswordWithLimits(ip: string, input: ResetPasswordInput): Promise<Guarded<true>> {
  const rule = passwordResetUseLimit(ip);
  const counted = await rateLimit(rule.key, rule);
  if (!counted.allowed) return { limited: counted };
  await resetPassword(input);
  return { ok: true };
}
