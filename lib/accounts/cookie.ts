import { env } from '@/lib/env';
import { SESSION_HINT_COOKIE } from './constants';
import { TOKEN_COOKIE, TOKEN_TTL_SECONDS } from './token';

// The script-readable hint cookie (SESSION_HINT_COOKIE) only says "a session cookie was set", so the browser
// knows to ask /api/user/info; the token itself stays in the httpOnly cookie.
export { SESSION_HINT_COOKIE };

function attributes(maxAge: number, httpOnly: boolean): string {
  const parts = ['Path=/', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (httpOnly) parts.push('HttpOnly');
  if (env.NODE_ENV === 'production') parts.push('Secure');
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

/** The Set-Cookie value that keeps the web UI's session in an httpOnly cookie. */
export function sessionCookie(token: string): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes(TOKEN_TTL_SECONDS, true)}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${TOKEN_COOKIE}=; ${attributes(0, true)}`;
}

/** Set-Cookie values for a new session: the httpOnly token and the script-readable hint. */
export function sessionCookies(token: string): string[] {
  return [sessionCookie(token), `${SESSION_HINT_COOKIE}=1; ${attributes(TOKEN_TTL_SECONDS, false)}`];
}

/** Set-Cookie values that end the session in the browser. */
export function clearedSessionCookies(): string[] {
  return [clearedSessionCookie(), `${SESSION_HINT_COOKIE}=; ${attributes(0, false)}`];
}
