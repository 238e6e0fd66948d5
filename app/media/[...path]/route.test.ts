import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mediaPath } from '@/lib/media';
import { writeAvifTwin } from '@/lib/media/avif';
import { GET } from './route';

const get = (segments: string[], headers?: Record<string, string>) =>
  GET(new Request(`http://localhost/media/${segments.join('/')}`, { headers }), {
    params: Promise.resolve({ path: segments }),
  });

describe('GET /media/[...path]', () => {
  const bytes = Buffer.from('RIFF0000WEBPVP8 test');

  beforeAll(() => {
    const file = mediaPath('route-test/pixel.webp');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  });

  it('serves the file with its type, an ETag and a year of immutable caching', async () => {
    const res = await get(['route-test', 'pixel.webp']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('answers 304 when the browser already has it', async () => {
    const first = await get(['route-test', 'pixel.webp']);
    const res = await get(['route-test', 'pixel.webp'], { 'if-none-match': first.headers.get('etag')! });
    expect(res.status).toBe(304);
  });

  it('answers AVIF for a WebP image with an AVIF twin when the browser accepts it, and says it varies', async () => {
    const webp = mediaPath('route-test/twin.webp');
    await sharp({ create: { width: 40, height: 50, channels: 3, background: '#8a5a44' } })
      .webp()
      .toFile(webp);
    await writeAvifTwin(webp);
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

    const avif = await get(['route-test', 'twin.webp'], { accept: chrome });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe('heif');

    const older = await get(['route-test', 'twin.webp'], { accept: 'image/webp,*/*' });
    expect(older.headers.get('content-type')).toBe('image/webp');
    expect(older.headers.get('vary')).toBe('Accept');
    expect(older.headers.get('etag')).not.toBe(avif.headers.get('etag'));
    expect((await sharp(Buffer.from(await older.arrayBuffer())).metadata()).format).toBe('webp');

    // Without a twin the WebP is served whatever the browser accepts.
    const single = await get(['route-test', 'pixel.webp'], { accept: chrome });
    expect(single.headers.get('content-type')).toBe('image/webp');
  });

  it('answers a JSON 404 for missing files, traversal and other types', async () => {
    for (const segments of [
      ['route-test', 'missing.webp'],
      ['..', '..', 'package.json'],
      ['..', 'pglite', 'x.png'],
      ['route-test', 'pixel.txt'],
      ['route-test'],
    ]) {
      const res = await get(segments);
      expect(res.status, segments.join('/')).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Image not found.' });
    }
  });
});
