import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_TTL_SECONDS } from './constants';
import { getAuthSecret } from './secret';

export { TOKEN_COOKIE, TOKEN_HEADER, TOKEN_TTL_SECONDS };

/** Signs a session token (HS256) for the user id. */
export async function signToken(userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(getAuthSecret());
}

/** The user id in a valid, unexpired HS256 token; null for anything else (tampered, expired, alg none). */
export async function verifyToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, getAuthSecret(), { algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The token a request carries: the contract's `token` header first, then the web UI's cookie. */
export function readRequestToken(req: Request): string | null {
  const header = req.headers.get(TOKEN_HEADER);
  if (header) return header;
  const cookie = req.headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
