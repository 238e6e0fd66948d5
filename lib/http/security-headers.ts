/**
 * Security headers for every answer, and the Content-Security-Policy for pages: scripts only from
 * this origin or carrying the request's nonce (Next.js adds it to its own inline scripts).
 */
export type SecurityOptions = { production: boolean; https: boolean; development: boolean };

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes carry colour swatches and the menu's theme colours; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every answer carries (pages, API and media). */
export function baseSecurityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.production)
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}

/** A fresh, unpredictable nonce for one response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
