import 'server-only';
import { redirect } from 'next/navigation';
import { getPageUser } from '@/lib/accounts/page-session';
import type { SessionUser } from '@/lib/accounts';

/**
 * Guards a back-office page: a visitor is sent to /login and back to `path` afterwards; a signed-in
 * shopper gets null (the page then shows the 403 view, never admin content); an admin is returned.
 */
export async function requireAdminPage(path: string): Promise<SessionUser | null> {
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  return user.role === 'admin' ? user : null;
}

/** Builds `path?query` from filter values, dropping empty ones (for pagination and filter links). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
