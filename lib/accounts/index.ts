export { getRequestUser, getUserByToken, type SessionUser } from './session';
export {
  signToken,
  verifyToken,
  readRequestToken,
  TOKEN_COOKIE,
  TOKEN_HEADER,
  TOKEN_TTL_SECONDS,
} from './token';
export { registerSchema, loginSchema, type RegisterInput, type LoginInput } from './schemas';
export {
  registerUser,
  loginUser,
  getUserInfo,
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_LOGIN_MESSAGE,
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
export { loginRateLimits, loginEmailKey, registerRateLimits } from './limits';
