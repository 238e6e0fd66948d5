/**
 * The store's toasts, with sonner loaded on the first one: most visits never show a toast, so the
 * library (about 10 kB gzipped) stays out of every page's first load. Sonner replays toasts created
 * before its Toaster subscribes, so nothing shown while the chunk loads is lost; Toasts fetches the
 * chunk once the page is idle, so a toast can still show after the connection drops.
 */
type Kind = 'success' | 'error' | 'info';

const listeners = new Set<() => void>();
let requested = false;

function show(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  import('sonner')
    .then(({ toast: sonner }) => sonner[kind](message))
    .catch(() => console.warn(`[toast] could not load the toast library: ${message}`));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

/** Calls `listener` once a toast is first asked for (at once if one already was); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
