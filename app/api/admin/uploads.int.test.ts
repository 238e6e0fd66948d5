import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { MAX_UPLOAD_BYTES } from '@/lib/admin';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { mediaPath } from '@/lib/media';
import { auditLog } from '@/models';
import { GET as serveMedia } from '@/app/media/[...path]/route';
import { POST as upload } from './uploads/route';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

async function send(file: Blob | string | null, name = 'photo.png', headers: Record<string, string> = {}) {
  const form = new FormData();
  if (typeof file === 'string') form.set('file', file);
  else if (file) form.set('file', file, name);
  const res = await upload(
    new Request('http://localhost/api/admin/uploads', {
      method: 'POST',
      headers: { token: admin.token, ...headers },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8692e' } })
    .png()
    .toBuffer();

describe('POST /api/admin/uploads', () => {
  it('stores a PNG as an 800x1000 WebP with a 400x500 twin, served under /media/uploads', async () => {
    const res = await send(
      new Blob([new Uint8Array(await png(1200, 900))], { type: 'image/png' }),
      'Linen Shirt (front).png',
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const url = String(res.json.url);
    expect(url).toMatch(/^\/media\/uploads\/linen-shirt-front-[a-z0-9]+\.webp$/);
    expect(res.json.smallUrl).toBe(url.replace(/\.webp$/, '.sm.webp'));

    const main = await sharp(mediaPath(url)).metadata();
    expect([main.format, main.width, main.height]).toEqual(['webp', 800, 1000]);
    const small = await sharp(mediaPath(String(res.json.smallUrl))).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 500]);
    // Browsers that accept AVIF get the same sizes in the smaller format.
    const mainAvif = await sharp(mediaPath(url.replace(/\.webp$/, '.avif'))).metadata();
    expect([mainAvif.format, mainAvif.width, mainAvif.height]).toEqual(['heif', 800, 1000]);
    const smallAvif = await sharp(mediaPath(url.replace(/\.webp$/, '.sm.avif'))).metadata();
    expect([smallAvif.format, smallAvif.width, smallAvif.height]).toEqual(['heif', 400, 500]);

    const segments = url.replace(/^\/media\//, '').split('/');
    const served = await serveMedia(new Request(`http://localhost${url}`), {
      params: Promise.resolve({ path: segments }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const [row] = await db.select().from(auditLog).where(eq(auditLog.entityId, url));
    expect(row).toMatchObject({
      action: 'upload.create',
      entity: 'upload',
      actorUserId: admin.id,
      before: null,
    });
    expect(row?.after).toMatchObject({ url, originalName: 'Linen Shirt (front).png', type: 'image/png' });
  });

  it('accepts JPEG, WebP and AVIF too', async () => {
    const source = sharp(await png(300, 300));
    for (const [type, bytes] of [
      ['image/jpeg', await source.clone().jpeg().toBuffer()],
      ['image/webp', await source.clone().webp().toBuffer()],
      ['image/avif', await source.clone().avif().toBuffer()],
    ] as const) {
      const res = await send(new Blob([new Uint8Array(bytes)], { type }), `x.${type.split('/')[1]}`);
      expect(res.status, type).toBe(200);
    }
  });

  it('refuses what is not an image, or lies about being one, without writing files', async () => {
    const text = await send(new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    expect(text.status).toBe(415);
    expect(text.json.message).toBe('The file is not a JPEG, PNG, WebP or AVIF image.');

    const svg = await send(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'logo.svg',
    );
    expect(svg.status).toBe(415);

    const fake = await send(new Blob(['definitely not a png'], { type: 'image/png' }), 'fake.png');
    expect(fake.status).toBe(400);
    expect(fake.json.message).toBe('The file is not a JPEG, PNG, WebP or AVIF image.');

    const truncated = (await png(200, 200)).subarray(0, 80);
    const broken = await send(new Blob([new Uint8Array(truncated)], { type: 'image/png' }), 'broken.png');
    expect(broken.status).toBe(400);
    expect(existsSync(mediaPath('uploads/broken.webp'))).toBe(false);

    const missing = await send(null);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('file: choose an image to upload.');
    expect((await send('just text')).status).toBe(400);

    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'upload.create'));
    expect(audits.every((a) => String(a.entityId).endsWith('.webp'))).toBe(true);
  });

  it('refuses files over 5 MB and non-multipart bodies', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const tooBig = await send(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('The image is larger than 5 MB.');

    const json = await upload(
      new Request('http://localhost/api/admin/uploads', {
        method: 'POST',
        headers: { token: admin.token, 'content-type': 'application/json' },
        body: '{}',
      }),
      { params: Promise.resolve({}) },
    );
    expect(json.status).toBe(415);
  });
});
