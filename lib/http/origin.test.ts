import { describe, expect, it } from 'vitest';
import {
  isAllowedCorsOrigin,
  isCrossSiteMutation,
  isTrustedOrigin,
  normalizeOrigin,
  type CrossSiteInput,
} from './origin';

const base: CrossSiteInput = {
  method: 'POST',
  origin: 'https://evil.example',
  hasTokenCookie: true,
  hasTokenHeader: false,
  host: 'shop.example',
  forwardedHost: null,
  siteUrl: 'https://shop.example',
  corsOrigins: ['https://partner.example'],
};

describe('normalizeOrigin', () => {
  it('reduces URLs to scheme://host[:port] and rejects anything else', () => {
    expect(normalizeOrigin('https://Shop.Example/')).toBe('https://shop.example');
    expect(normalizeOrigin('http://localhost:3000/path?q=1')).toBe('http://localhost:3000');
    expect(normalizeOrigin('https://shop.example:443')).toBe('https://shop.example');
    expect(normalizeOrigin('null')).toBeNull();
    expect(normalizeOrigin('')).toBeNull();
    expect(normalizeOrigin(null)).toBeNull();
    expect(normalizeOrigin('file:///etc/passwd')).toBeNull();
    expect(normalizeOrigin('not a url')).toBeNull();
  });
});

describe('isAllowedCorsOrigin', () => {
  it('matches listed origins exactly after normalising, nothing else', () => {
    const allowed = ['https://partner.example/', 'http://localhost:5173'];
    expect(isAllowedCorsOrigin('https://partner.example', allowed)).toBe(true);
    expect(isAllowedCorsOrigin('http://localhost:5173', allowed)).toBe(true);
    expect(isAllowedCorsOrigin('http://partner.example', allowed)).toBe(false);
    expect(isAllowedCorsOrigin('https://partner.example.evil.com', allowed)).toBe(false);
    expect(isAllowedCorsOrigin('https://evilpartner.example', allowed)).toBe(false);
    expect(isAllowedCorsOrigin('null', allowed)).toBe(false);
    expect(isAllowedCorsOrigin(null, allowed)).toBe(false);
    expect(isAllowedCorsOrigin('https://partner.example', [])).toBe(false);
  });
});

describe('isTrustedOrigin', () => {
  it('trusts SITE_URL, the Host the request was sent to, a forwarded host and CORS_ORIGINS', () => {
    expect(isTrustedOrigin('https://shop.example', base)).toBe(true);
    expect(isTrustedOrigin('http://localhost:3000', { ...base, host: 'localhost:3000' })).toBe(true);
    expect(
      isTrustedOrigin('https://www.shop.example', { ...base, forwardedHost: 'www.shop.example, internal' }),
    ).toBe(true);
    expect(isTrustedOrigin('https://partner.example', base)).toBe(true);
  });

  it('does not trust other hosts, ports or look-alikes', () => {
    expect(isTrustedOrigin('https://evil.example', base)).toBe(false);
    expect(isTrustedOrigin('https://shop.example.evil.com', base)).toBe(false);
    expect(isTrustedOrigin('http://localhost:4000', { ...base, host: 'localhost:3000' })).toBe(false);
    expect(isTrustedOrigin('null', base)).toBe(false);
  });
});

describe('isCrossSiteMutation', () => {
  it('refuses a cookie-authenticated write from a foreign origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(isCrossSiteMutation({ ...base, method })).toBe(true);
    }
  });

  it("refuses the opaque 'null' origin (sandboxed frames, some redirects)", () => {
    expect(isCrossSiteMutation({ ...base, origin: 'null' })).toBe(true);
  });

  it('lets reads, same-site writes, allowed origins and requests without Origin through', () => {
    expect(isCrossSiteMutation({ ...base, method: 'GET' })).toBe(false);
    expect(isCrossSiteMutation({ ...base, method: 'OPTIONS' })).toBe(false);
    expect(isCrossSiteMutation({ ...base, origin: 'https://shop.example' })).toBe(false);
    expect(isCrossSiteMutation({ ...base, origin: 'https://partner.example' })).toBe(false);
    expect(isCrossSiteMutation({ ...base, origin: null })).toBe(false);
  });

  it('does not affect header-token clients or requests without the cookie', () => {
    expect(isCrossSiteMutation({ ...base, hasTokenHeader: true })).toBe(false);
    expect(isCrossSiteMutation({ ...base, hasTokenCookie: false })).toBe(false);
  });

  it('refuses a foreign login or sign-up even without a cookie (login CSRF)', () => {
    const login = { ...base, hasTokenCookie: false, startsSession: true };
    expect(isCrossSiteMutation(login)).toBe(true);
    expect(isCrossSiteMutation({ ...login, origin: 'https://shop.example' })).toBe(false);
    expect(isCrossSiteMutation({ ...login, origin: 'https://partner.example' })).toBe(false);
    expect(isCrossSiteMutation({ ...login, origin: null })).toBe(false);
  });
});
