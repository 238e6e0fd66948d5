export { getRequestUser, getUserByToken, type SessionUser } from './session';
export { signToken, verifyToken, readRequestToken, TOKEN_COOKIE, TOKEN_HEADER, TOKEN_TTL_SECONDS } from './token';
