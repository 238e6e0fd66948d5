import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers';

const prod = { production: true, https: true, development: false };
const local = { production: false, https: false, development: true };

describe('security headers', () => {
  it('allows scripts only from the origin or with the nonce, and forbids framing', () => {
    const csp = contentSecurityPolicy('abc123', prod);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('lets the dev server evaluate code and does not upgrade plain-http development', () => {
    const csp = contentSecurityPolicy('n', local);
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only in production, and the other headers always', () => {
    expect(baseSecurityHeaders(prod)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    const dev = baseSecurityHeaders(local);
    expect(dev['Strict-Transport-Security']).toBeUndefined();
    expect(dev['X-Content-Type-Options']).toBe('nosniff');
    expect(dev['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('makes a different nonce every time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});
