import { z } from 'zod';
import { newPasswordSchema, refusePersonalPassword } from './password-policy';

// Shared by the API routes and the /login form. Messages read well after the wrapper's "field: " prefix.

const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }));

export const registerSchema = z
  .object({
    name: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(80, 'must be at most 80 characters'),
    email,
    password: newPasswordSchema,
  })
  .superRefine(refusePersonalPassword('password', (v) => v.password));

export const loginSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(254, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
});

/** A sign-up as registerSchema parsed it (the API wrapper parses; the domain does not again). */
export type RegisterInput = z.output<typeof registerSchema>;
/** A login as loginSchema parsed it: the e-mail trimmed and lower-cased. */
export type LoginInput = z.output<typeof loginSchema>;

/** `POST /api/user/password`: the current password, and a new one under the same rules as sign-up. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(1024, 'is too long'),
  newPassword: newPasswordSchema,
});

/** A password change as changePasswordSchema parsed it. */
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** `POST /api/user/password/forgot`: the e-mail to send a reset link to. */
export const forgotPasswordSchema = z.object({ email });

/** `POST /api/user/password/reset`: the token from the link, and a new password under the sign-up rules. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'is not a valid reset token'),
  newPassword: newPasswordSchema,
});

/** A reset request as forgotPasswordSchema parsed it: the e-mail trimmed and lower-cased. */
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
/** A reset as resetPasswordSchema parsed it: the token trimmed. */
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
