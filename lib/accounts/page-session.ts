import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getUserByToken, type SessionUser } from './session';
import { TOKEN_COOKIE } from './token';

/** The signed-in user of a page request (the httpOnly cookie), read once per request. */
export const getPageUser = cache(async (): Promise<SessionUser | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  return getUserByToken(token);
});
