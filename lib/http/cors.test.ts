import { describe, expect, it } from 'vitest';
import { applyCorsHeaders, preflightHeaders } from './cors';

const allowed = ['https://partner.example'];

describe('preflightHeaders', () => {
  it('allows listed origins with the methods, headers and max-age the API uses', () => {
    const h = preflightHeaders('https://partner.example', allowed);
    expect(h.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(h.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(h.get('access-control-allow-headers')).toBe('content-type, token, idempotency-key');
    expect(h.get('access-control-max-age')).toBe('600');
    expect(h.get('vary')).toBe('Origin');
  });

  it('gives other origins nothing to go on', () => {
    for (const origin of ['https://evil.example', null, 'null']) {
      const h = preflightHeaders(origin, allowed);
      expect(h.get('access-control-allow-origin')).toBeNull();
      expect(h.get('access-control-allow-methods')).toBeNull();
      expect(h.get('vary')).toBe('Origin');
    }
  });
});

describe('applyCorsHeaders', () => {
  it('adds Allow-Origin for a listed origin, never credentials, and keeps an existing Vary', () => {
    const h = new Headers({ vary: 'Accept-Encoding' });
    applyCorsHeaders(h, 'https://partner.example', allowed);
    expect(h.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(h.get('access-control-allow-credentials')).toBeNull();
    expect(h.get('vary')).toBe('Accept-Encoding, Origin');
    applyCorsHeaders(h, 'https://partner.example', allowed);
    expect(h.get('vary')).toBe('Accept-Encoding, Origin');
  });

  it('adds nothing but Vary for other origins', () => {
    const h = new Headers();
    applyCorsHeaders(h, 'https://evil.example', allowed);
    expect(h.get('access-control-allow-origin')).toBeNull();
    expect(h.get('vary')).toBe('Origin');
  });
});
