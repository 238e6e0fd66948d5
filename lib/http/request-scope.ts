import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the store's own code tells the production server (scripts/serve.ts) about the request it runs in.
 * Next.js answers 500 when it cannot decode a server action's body, or when the action throws; the
 * server turns a failed action request into a 400 unless the action itself had started (then the 500
 * is a real fault). Outside the production server (next dev, tests) there is no scope and these are no-ops.
 */
export type RequestScope = {
  /** A server action of the store began to run: its arguments were decoded. */
  actionStarted: boolean;
  /** The action found its input unusable and asks for this status instead of Next's answer. */
  refusedStatus: number | null;
};

// Shared through globalThis: the server script and Next's bundled server code load this module separately.
const key = Symbol.for('storefront.requestScope');
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestScope> };

/** The one store of request scopes in this process. */
export function requestScopes(): AsyncLocalStorage<RequestScope> {
  holder[key] ??= new AsyncLocalStorage<RequestScope>();
  return holder[key];
}

/** A fresh scope for one incoming request. */
export function newRequestScope(): RequestScope {
  return { actionStarted: false, refusedStatus: null };
}

/** Called first thing by every server action: Next decoded the request, so a later 500 is the action's own. */
export function markActionStarted(): void {
  const scope = requestScopes().getStore();
  if (scope) scope.actionStarted = true;
}

/** A server action whose decoded arguments are not what its form sends: the answer becomes this 4xx. */
export function refuseActionRequest(status = 400): void {
  const scope = requestScopes().getStore();
  if (scope) scope.refusedStatus = status;
}
