/**
 * Pure decisions about where a request comes from, used by the proxy to refuse cross-site,
 * cookie-authenticated writes (CSRF) and to answer CORS. No I/O, so they are unit tested directly.
 */

/** `scheme://host[:port]` of a URL or Origin header value, or null for anything unparsable (e.g. 'null'). */
export function normalizeOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True when the origin is listed in CORS_ORIGINS (compared normalised, so trailing slashes do not matter). */
export function isAllowedCorsOrigin(origin: string | null | undefined, allowed: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  return allowed.some((entry) => normalizeOrigin(entry) === normalized);
}

export type OriginContext = {
  /** The request's Host header. */
  host: string | null;
  /** The first X-Forwarded-Host value, when a proxy in front rewrote Host. */
  forwardedHost?: string | null;
  /** The public address of the store (env.SITE_URL). */
  siteUrl: string;
  /** Extra origins allowed to call the API (env.CORS_ORIGINS). */
  corsOrigins: readonly string[];
};

/** True when the origin is the store itself (its SITE_URL or the host the request was sent to) or an allowed one. */
export function isTrustedOrigin(origin: string, ctx: OriginContext): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (normalized === normalizeOrigin(ctx.siteUrl)) return true;
  const originHost = new URL(normalized).host;
  const hosts = [ctx.host, ctx.forwardedHost?.split(',')[0]]
    .map((h) => h?.trim().toLowerCase())
    .filter((h): h is string => Boolean(h));
  if (hosts.includes(originHost)) return true;
  return isAllowedCorsOrigin(normalized, ctx.corsOrigins);
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CrossSiteInput = OriginContext & {
  method: string;
  /** The Origin header, if any. */
  origin: string | null;
  hasTokenCookie: boolean;
  hasTokenHeader: boolean;
  /**
   * The request would start a session (login, register): refused from a foreign origin even without a
   * cookie, so another site cannot sign the shopper into an account of its choosing (login CSRF).
   */
  startsSession?: boolean;
};

/**
 * Whether to refuse a request as a cross-site forgery: a write that relies on the session cookie (no
 * token header), or that would set one, and whose Origin is present but neither the store nor an
 * allowed origin. Requests without Origin (non-browser clients) and header-token API clients pass.
 */
export function isCrossSiteMutation(input: CrossSiteInput): boolean {
  if (!unsafeMethods.has(input.method.toUpperCase())) return false;
  if (input.hasTokenHeader) return false;
  if (!input.hasTokenCookie && !input.startsSession) return false;
  if (input.origin === null) return false;
  return !isTrustedOrigin(input.origin, input);
}
