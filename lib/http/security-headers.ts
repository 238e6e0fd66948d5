/**
 * Security headers for every answer, and the Content-Security-Policy for pages: scripts only from
 * this origin or carrying the request's nonce (Next.js adds it to its own inline scripts).
 */
import { scriptPolicy } from '@/lib/cache/handlers/script-policy.mjs';

export type SecurityOptions = { production: boolean; https: boolean; development: boolean };

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const sources = [`'nonce-${nonce}'`, "'strict-dynamic'"];
  if (options.development) sources.push("'unsafe-eval'");
  return scriptPolicy(sources, { https: options.https });
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
