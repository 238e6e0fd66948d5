import 'client-only';
/** Browser-side calls from the back office to `/api/admin/...` (cookie session, same origin). */
import { apiCall, type ApiAnswer } from '@/lib/browser/api';

export type AdminAnswer<T> = ApiAnswer<T & { message?: string }>;

export function adminFetch<T = Record<string, unknown>>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; json?: unknown; form?: FormData } = {},
): Promise<AdminAnswer<T>> {
  return apiCall<T & { message?: string }>(path, { method: init.method, body: init.json, form: init.form });
}
