import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSharedPage } from './page-server';

const html =
  '<!DOCTYPE html><html><head><script src="/_next/static/a.js" nonce="n1"></script></head>' +
  '<body><script nonce="n1">self.__next_f.push([1,"x"])</script></body></html>';

const rendered = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-n1' 'strict-dynamic'",
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    vary: 'rsc, next-router-state-tree',
    'x-frame-options': 'DENY',
    date: 'Mon, 23 Nov 2026 22:00:00 GMT',
    connection: 'keep-alive',
    'transfer-encoding': 'chunked',
  },
  body: Buffer.from(html),
};

/** The prepared headers as a name → value map (they are stored flat, ready for writeHead). */
function headersOf(flat: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) out[flat[i]!] = flat[i + 1]!;
  return out;
}

describe('a page prepared for every shopper', () => {
  it('says it is shareable, names its tags, and swaps the nonce for the hashes of its own scripts', () => {
    const page = prepareSharedPage(rendered, ['layout', 'listing'], [0, 0], 60, true);
    const headers = headersOf(page.answers.identity.headers);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(headers.xkey).toBe('layout listing');
    expect(headers['surrogate-key']).toBe('layout listing');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(headers['content-security-policy']).not.toMatch(/nonce|strict-dynamic/);
    expect(headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(headers['x-frame-options']).toBe('DENY');
    for (const dropped of ['date', 'connection', 'transfer-encoding'])
      expect(headers[dropped]).toBeUndefined();
  });

  it('holds the same page in every encoding, each with its own length', () => {
    const page = prepareSharedPage(rendered, ['layout'], [0], 60, true);
    expect(page.answers.identity.body.toString()).toBe(html);
    expect(gunzipSync(page.answers.gzip.body).toString()).toBe(html);
    expect(brotliDecompressSync(page.answers.br.body).toString()).toBe(html);
    for (const [encoding, answer] of Object.entries(page.answers)) {
      const headers = headersOf(answer.headers);
      expect(headers['content-length']).toBe(String(answer.body.length));
      expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    }
  });

  it('keeps a page rendered while something it shows changed away from shared caches', () => {
    const page = prepareSharedPage(rendered, ['layout', 'listing'], [3, 4], 60, false);
    const headers = headersOf(page.answers.identity.headers);
    expect(headers['cache-control']).toMatch(/private/);
    expect(headers['cache-control']).toMatch(/no-store/);
    expect(headers.xkey).toBeUndefined();
  });

  it('answers with no time to keep in development (s-maxage=0), with the same tags', () => {
    const headers = headersOf(prepareSharedPage(rendered, ['layout'], [0], 0, true).answers.br.headers);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
    expect(headers.xkey).toBe('layout');
  });
});
