import 'client-only';
/** Browser-side calls to the store's own API (cookie session); every answer is `{ success, message? }` JSON. */
export type ApiAnswer<T> =
  ({ success: true } & T) | { success: false; message: string; status: number; issues?: ApiIssue[] };

/** A refused field of the request, by its path (`usageLimit`, `variants.0.sku`). */
export type ApiIssue = { path: string; message: string };

export type ApiCallInit = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser sets the content type. */
  form?: FormData;
  headers?: Record<string, string>;
};

export async function apiCall<T = Record<string, unknown>>(
  path: string,
  init: ApiCallInit = {},
): Promise<ApiAnswer<T>> {
  const hasJson = init.body !== undefined;
  const method = init.method ?? (hasJson || init.form ? 'POST' : 'GET');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { ...(hasJson ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.form ?? (hasJson ? JSON.stringify(init.body) : undefined),
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
  const answer = json as { success?: boolean; message?: string; issues?: ApiIssue[] };
  if (!res.ok || !answer.success) {
    return {
      success: false,
      message: answer.message ?? 'Something went wrong.',
      status: res.status,
      ...(Array.isArray(answer.issues) ? { issues: answer.issues } : {}),
    };
  }
  return json as { success: true } & T;
}
