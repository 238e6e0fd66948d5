import { isAllowedCorsOrigin } from './origin';

export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
export const CORS_ALLOW_HEADERS = 'content-type, token, idempotency-key';
export const CORS_MAX_AGE_SECONDS = 600;

/** Adds `Vary: Origin` without dropping what is already there. */
function addVaryOrigin(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Origin');
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === 'origin'))
    headers.set('vary', `${vary}, Origin`);
}

/**
 * Headers for a preflight (OPTIONS) answer. An origin outside CORS_ORIGINS gets no Allow-* headers,
 * so the browser refuses the real request.
 */
export function preflightHeaders(origin: string | null, allowed: readonly string[]): Headers {
  const headers = new Headers();
  addVaryOrigin(headers);
  if (origin && isAllowedCorsOrigin(origin, allowed)) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-methods', CORS_ALLOW_METHODS);
    headers.set('access-control-allow-headers', CORS_ALLOW_HEADERS);
    headers.set('access-control-max-age', String(CORS_MAX_AGE_SECONDS));
  }
  return headers;
}

/** Marks a normal API answer readable by an allowed origin (header-token clients; no credentials). */
export function applyCorsHeaders(headers: Headers, origin: string | null, allowed: readonly string[]): void {
  addVaryOrigin(headers);
  if (origin && isAllowedCorsOrigin(origin, allowed)) headers.set('access-control-allow-origin', origin);
}
