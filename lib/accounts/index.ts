export { getRequestUser, getUserByToken, type SessionUser } from './session';
export { refuseBlockedAccount } from './blocked';
export {
  signToken,
  verifyToken,
  readRequestToken,
  TOKEN_COOKIE,
  TOKEN_HEADER,
  TOKEN_TTL_SECONDS,
} from './token';
export {
  registerSchema,
  loginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type RegisterInput,
  type LoginInput,
  type ChangePasswordInput,
} from './schemas';
export {
  newPasswordSchema,
  refusePersonalPassword,
  isCommonPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './password-policy';
export {
  registerUser,
  loginUser,
  changePassword,
  revokeSessions,
  getUserInfo,
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  BLOCKED_ACCOUNT_MESSAGE,
  type AuthResult,
  type PublicUser,
} from './users';
export { hashPassword, verifyPassword, BCRYPT_COST } from './password';
export {
  sessionCookie,
  clearedSessionCookie,
  sessionCookies,
  clearedSessionCookies,
  SESSION_HINT_COOKIE,
} from './cookie';
export { authResponse, logoutResponse } from './http';
export { loginFailureRules, passwordChangeFailureRules, registerLimits } from './limits';
export {
  loginWithLimits,
  registerWithLimits,
  changePasswordWithLimits,
  requestPasswordResetWithLimits,
  resetPasswordWithLimits,
  type Guarded,
} from './guarded';
export { RESET_REQUESTED_MESSAGE } from './password-reset';
export {
  hashResetToken,
  newResetToken,
  resetTokenRefusal,
  RESET_TOKEN_TTL_MS,
  INVALID_RESET_MESSAGE,
} from './reset-token';
export {
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  countAddresses,
  toApiAddress,
  savedAddressSchema,
  MAX_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type ApiAddress,
  type SavedAddressInput,
} from './addresses';
export { getProfile, updateProfile, profileSchema, type Profile, type ProfileInput } from './profile';
