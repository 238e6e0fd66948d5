/** Browser-side calls from the back office to `/api/admin/...` (cookie session, same origin). */
export type AdminAnswer<T> =
  ({ success: true; message?: string } & T) | { success: false; message: string; status: number };

export async function adminFetch<T = Record<string, unknown>>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; json?: unknown; form?: FormData } = {},
): Promise<AdminAnswer<T>> {
  const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
  } catch {
    return {
      success: false,
      message: 'Network error. Please check your connection and try again.',
      status: 0,
    };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return {
      success: false,
      message: `Unexpected answer from the server (${res.status}).`,
      status: res.status,
    };
  }
  const answer = json as { success?: boolean; message?: string };
  if (!res.ok || !answer.success) {
    return { success: false, message: answer.message ?? 'Something went wrong.', status: res.status };
  }
  return json as { success: true } & T;
}
