import { clearedSessionCookies, sessionCookies } from './cookie';
import type { AuthResult } from './users';

function withCookies(cookies: string[]): Headers {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * The register/login answer: `{ success, token, user, message }` plus the session cookies. `user._id`
 * lets the web UI, which cannot read its httpOnly token, recognise the shopper's own reviews.
 */
export function authResponse(
  result: AuthResult,
  message: string,
  /** Fields added to the answer (never replacing these): what the signed-in page needs next. */
  extra: { role?: string } & Record<string, unknown> = {},
): Response {
  const { token, user } = result;
  const { role, ...more } = extra;
  return Response.json(
    {
      ...more,
      success: true,
      message,
      token,
      user: { _id: user.id, name: user.name, email: user.email, ...(role ? { role } : {}) },
    },
    { headers: withCookies(sessionCookies(token)) },
  );
}

/** The logout answer: `{ success: true }` and expired session cookies. */
export function logoutResponse(): Response {
  return Response.json(
    { success: true, message: 'Logged out' },
    { headers: withCookies(clearedSessionCookies()) },
  );
}
