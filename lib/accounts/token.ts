import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_TTL_SECONDS } from './constants';
import { getAuthSecret } from './secret';

export { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_TTL_SECONDS };

/** Signs a session token (HS256) for the user id at the user's current token version. */
export async function signToken(userId: string, tokenVersion = 0): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(getAuthSecret());
}

export type TokenClaims = { userId: string; tokenVersion: number };

/**
 * The user id and token version of a valid HS256 token that carries an expiry and has not reached it;
 * null for anything else (tampered, expired, no `exp`, alg none). Tokens signed before versions existed
 * carry none and count as version 0, the version every account starts at.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, getAuthSecret(), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string') return null;
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
    return { userId: payload.sub, tokenVersion: version };
  } catch {
    return null;
  }
}

/**
 * The token a request carries: the contract's `token` header first, then the web UI's cookie. A cookie
 * whose percent-encoding is malformed (`token=%`) is no token: no session, as Next.js's own cookie
 * reader treats it, never a URIError.
 */
export function readRequestToken(req: Request): string | null {
  const header = req.headers.get(TOKEN_HEADER);
  if (header) return header;
  const cookie = req.headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
