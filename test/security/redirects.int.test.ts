import { beforeAll, describe, expect, it } from 'vitest';
import { POST as addFooter } from '@/app/api/admin/footer/route';
import { PATCH as editMenu } from '@/app/api/admin/menu/[id]/route';
import { POST as addMenu } from '@/app/api/admin/menu/route';
import { POST as addProduct } from '@/app/api/admin/products/route';
import { GET as footers } from '@/app/api/footers/route';
import { GET as headers } from '@/app/api/headers/route';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { footerLinks, menuItems } from '@/models';
import { call } from '@/test/api';

// Issue 14, point 2: admin-entered links and image paths were checked by their first characters, so
// `/\evil.example` (which browsers read as //evil.example) was stored. They are now judged as the
// browser resolves them; the login redirect itself is covered by lib/links/same-origin.test.ts and
// e2e/redirect.spec.ts.

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

const offSite = [
  '/\\evil.example',
  '/\\/evil.example/',
  '//evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  'https:/\\evil.example',
];

describe('the back office refuses links and images that leave the store', () => {
  it.each(offSite)('footer link %j', async (link) => {
    const res = await call(addFooter, '/api/admin/footer', {
      token: admin.token,
      body: { title: 'Help', link },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'link: must be a path starting with / or an http(s) address',
      issues: [{ path: 'link', message: 'must be a path starting with / or an http(s) address' }],
    });
  });

  it.each(offSite)('menu link and image %j', async (value) => {
    const link = await call(addMenu, '/api/admin/menu', {
      token: admin.token,
      body: { type: 'link', title: 'Sale', link: value },
    });
    expect(link.status, JSON.stringify(link.json)).toBe(400);
    const image = await call(addMenu, '/api/admin/menu', {
      token: admin.token,
      body: { type: 'logo', title: 'Logo', image: value },
    });
    expect(image.status, JSON.stringify(image.json)).toBe(400);
    expect(image.json.message).toMatch(/^image: /);
  });

  it.each(offSite)('product image %j', async (image) => {
    const res = await call(addProduct, '/api/admin/products', {
      token: admin.token,
      body: { name: 'Linen Kurta', category: 'Kurtas', image: [image] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.message).toMatch(/^image\.0: must be a path/);
  });

  it('still takes store paths, http(s) addresses, mailto: and tel: (the control)', async () => {
    for (const link of [
      '/shop?category=Watches',
      'https://instagram.com/kapas',
      'mailto:care@kapas.in',
      'tel:+91 11 4058 2290',
    ]) {
      const res = await call(addFooter, '/api/admin/footer', {
        token: admin.token,
        body: { title: 'Ok', link },
      });
      expect(res.status, `${link}: ${JSON.stringify(res.json)}`).toBe(200);
    }
    const product = await call(addProduct, '/api/admin/products', {
      token: admin.token,
      body: {
        name: 'Linen Kurta',
        category: 'Kurtas',
        image: ['/media/products/kurta.webp', 'https://cdn.example/k.webp'],
      },
    });
    expect(product.status, JSON.stringify(product.json)).toBe(200);
  });

  it('an edit is judged the same way', async () => {
    const created = await call<{ item: { _id: string } }>(addMenu, '/api/admin/menu', {
      token: admin.token,
      body: { type: 'link', title: 'Sale', link: '/sale' },
    });
    expect(created.status).toBe(200);
    const id = created.json.item._id;
    const edit = await call(editMenu, `/api/admin/menu/${id}`, {
      method: 'PATCH',
      token: admin.token,
      params: { id },
      body: { link: '/\\evil.example' },
    });
    expect(edit.status).toBe(400);
  });
});

describe('links stored before this check', () => {
  it('are shown as no link at all, never followed', async () => {
    await db.insert(footerLinks).values({ title: 'Old bad', link: '/\\evil.example', position: 900 });
    await db
      .insert(menuItems)
      .values({ type: 'link', title: 'Old bad', link: '/\\evil.example', position: 900 });
    const foot = await call<{ footers: { title: string; link: string }[] }>(footers, '/api/footers');
    expect(foot.json.footers.find((f) => f.title === 'Old bad')?.link).toBe('');
    const head = await call<{ headers: { title: string; link: string }[] }>(headers, '/api/headers');
    expect(head.json.headers.find((h) => h.title === 'Old bad')?.link).toBe('');
  });
});
