import 'server-only';
import { redirect } from 'next/navigation';
import { getPageUser } from '@/lib/accounts/page-session';
import type { SessionUser } from '@/lib/accounts';
import type { z } from 'zod';
import { ADMIN_DEFAULT_LIMIT, firstIssueMessage, firstValues } from './pagination';

/**
 * Guards a back-office page: a visitor is sent to /login and back to `path` afterwards; a signed-in
 * shopper gets null (the page then shows the 403 view, never admin content); an admin is returned.
 */
export async function requireAdminPage(path: string): Promise<SessionUser | null> {
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  return user.role === 'admin' ? user : null;
}

/** Values of a query string; empty ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** Builds `path?query` from filter values, dropping empty ones (for pagination and filter links). */
export function withQuery(path: string, query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The props Next gives a back-office page that reads its query. */
export type AdminPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Opens a back-office page that reads its query: guards it like `requireAdminPage` (null for a
 * shopper, who then sees the 403 view) and parses the query with `schema`. A bad filter never breaks
 * the page: it falls back to the defaults, and `error` says what was wrong.
 */
export async function readAdminQuery<T>(
  path: string,
  searchParams: AdminPageProps['searchParams'],
  schema: z.ZodType<T>,
): Promise<{ raw: Record<string, string>; query: T; error: string | null } | null> {
  const raw = firstValues(await searchParams);
  if (!(await requireAdminPage(withQuery(path, raw)))) return null;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { raw, query: parsed.data, error: null };
  return { raw, query: schema.parse({}), error: firstIssueMessage(parsed.error) };
}

/** The filters of a parsed list query that page links keep: all but `page`, and `limit` unless the default. */
export function keptFilters({
  page: _page,
  limit,
  ...filters
}: QueryValues & { limit?: number }): QueryValues {
  return { ...filters, limit: limit === ADMIN_DEFAULT_LIMIT ? undefined : limit };
}
