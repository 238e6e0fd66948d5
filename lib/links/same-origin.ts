/**
 * Where a link or a redirect may lead when it must stay on the store: decided by resolving the value
 * the way the browser will (WHATWG URL parsing: `\` is `/`, tabs and newlines vanish, `%2F` stays
 * encoded) and comparing origins, never by looking at the first characters. Browser-safe and pure.
 */

// Any host works as the base: only whether the origin changes matters.
const PROBE = 'https://store.invalid';

/**
 * The same-origin path (`/orders?x=1#y`) that `value` leads to when resolved against the store's own
 * origin, or null when it would leave it (`//evil.example`, `/\evil.example`, `/%09/evil.example` once
 * decoded, `https://evil.example`, `javascript:`) or is not a path at all.
 */
export function sameOriginPath(value: string | null | undefined, origin: string = PROBE): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/')) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' resolves to the path '//evil.example': same origin here, but a router given that
  // path as a URL reads it as protocol-relative.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** Where to go after signing in: `next` when it stays on the store, else the home page. */
export function safeNextPath(next: string | null | undefined, origin?: string): string {
  return sameOriginPath(next, origin) ?? '/';
}

/**
 * A link or image path as stored by the back office must already be in its final form: a path that
 * stays on the store exactly as written (no backslash, no control or space characters, no `//`).
 */
export function isStoreRelativePath(value: string): boolean {
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  return sameOriginPath(value) !== null;
}

/** An absolute http(s) address with a host, as written (no backslash, no control or space characters). */
export function isHttpUrl(value: string): boolean {
  if (/[\s\\\u0000-\u001f\u007f]/.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An image the store may show: a path on the store or an http(s) address. */
export function isSafeImageUrl(value: string): boolean {
  return isStoreRelativePath(value) || isHttpUrl(value);
}

/** A link the menu or footer may show: a path on the store, an http(s) address, mailto: or tel:. */
export function isSafeLink(value: string): boolean {
  return (
    isStoreRelativePath(value) ||
    isHttpUrl(value) ||
    /^mailto:[^\s\\/@]+@[^\s\\/@]+$/i.test(value) ||
    /^tel:[+\d\s-]+$/i.test(value)
  );
}
