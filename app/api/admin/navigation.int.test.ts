import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { getNavigation, listFooterLinks } from '@/lib/navigation';
import { tagVersions } from '@/lib/page-cache';
import { auditLog, footerLinks, menuItems } from '@/models';
import { call } from '@/test/api';
import { GET as publicFooters } from '@/app/api/footers/route';
import { GET as publicHeaders } from '@/app/api/headers/route';
import { DELETE as deleteFooter, PATCH as patchFooter } from './footer/[id]/route';
import { GET as listFooter, POST as createFooter } from './footer/route';
import { DELETE as deleteMenu, PATCH as patchMenu } from './menu/[id]/route';
import { GET as listMenu, POST as createMenu } from './menu/route';

type MenuItem = {
  _id: string;
  type: string;
  title: string;
  link: string;
  image: string;
  position: number;
  bgColor: string;
  textColor: string;
};
type FooterLink = { _id: string; title: string; link: string; position: number };

let admin: TestUser;
let aboutId = '';

beforeAll(async () => {
  admin = await createTestAdmin();
  await db.insert(menuItems).values([
    { type: 'logo', title: 'Kapas & Co.', link: '/', image: '/brand/logo.svg', position: 0 },
    { type: 'theme', title: 'theme', bgColor: '#ffffff', textColor: '#1f2937', position: 0 },
    { type: 'link', title: 'Shop', link: '/shop', position: 2 },
  ]);
  const [about] = await db
    .insert(menuItems)
    .values({ type: 'link', title: 'About', link: '/about', position: 6 })
    .returning();
  aboutId = about!.id;
  await db.insert(footerLinks).values({ title: 'About Us', link: '/about', position: 1 });
});

const menuPatch = (id: string, body: unknown) =>
  call<{ item: MenuItem }>(patchMenu, `/api/admin/menu/${id}`, {
    method: 'PATCH',
    token: admin.token,
    params: { id },
    body,
  });

describe('menu items', () => {
  it('renames a link and the storefront navigation follows at once', async () => {
    const [layoutBefore] = tagVersions(['layout']);
    const res = await menuPatch(aboutId, { title: 'Our Story' });
    expect(res.status).toBe(200);
    // Every cached page shows the menu: the server's page cache must drop them.
    expect(tagVersions(['layout'])[0]).toBe((layoutBefore ?? 0) + 1);
    expect(res.json.item).toMatchObject({ _id: aboutId, title: 'Our Story', link: '/about', type: 'link' });

    const nav = await getNavigation();
    expect(nav.items.map((i) => i.title)).toEqual(['Shop', 'Our Story']);
    const headers = await call<{ headers: MenuItem[] }>(publicHeaders, '/api/headers');
    expect(headers.json.headers.find((h) => h._id === aboutId)?.title).toBe('Our Story');

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, aboutId));
    expect(audit).toMatchObject({
      action: 'menu.update',
      entity: 'menu',
      actorUserId: admin.id,
      before: { title: 'About' },
      after: { title: 'Our Story' },
    });
  });

  it('adds, lists, recolours and deletes items, each audited', async () => {
    const created = await call<{ item: MenuItem }>(createMenu, '/api/admin/menu', {
      token: admin.token,
      body: { type: 'link', title: 'Sale', link: '/shop?hasDiscount=true' },
    });
    expect(created.status).toBe(200);
    // Without a position it goes to the end.
    expect(created.json.item).toMatchObject({ title: 'Sale', position: 7, image: '', bgColor: '' });
    const id = created.json.item._id;

    const listed = await call<{ items: MenuItem[] }>(listMenu, '/api/admin/menu', { token: admin.token });
    // Logo and theme share position 0, so their order between them is not fixed.
    const types = listed.json.items.map((i) => i.type);
    expect([...types.slice(0, 2)].sort()).toEqual(['logo', 'theme']);
    expect(types.slice(2)).toEqual(['link', 'link', 'link']);

    const theme = listed.json.items.find((i) => i.type === 'theme')!;
    expect((await menuPatch(theme._id, { bgColor: '#FDF6EE', textColor: '#3f220f' })).status).toBe(200);
    expect((await getNavigation()).theme).toEqual({ bgColor: '#FDF6EE', textColor: '#3f220f' });

    const removed = await call(deleteMenu, `/api/admin/menu/${id}`, {
      method: 'DELETE',
      token: admin.token,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect((await getNavigation()).items.map((i) => i.title)).not.toContain('Sale');
    expect(
      (
        await call(deleteMenu, `/api/admin/menu/${id}`, {
          method: 'DELETE',
          token: admin.token,
          params: { id },
        })
      ).status,
    ).toBe(404);

    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['menu.create', 'menu.delete']);
    expect(audits[1]?.before).toMatchObject({ title: 'Sale', link: '/shop?hasDiscount=true' });
    expect(audits[1]?.after).toBeNull();
  });

  it('refuses unsafe links, bad colours, unknown types and missing titles', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'link', title: 'X', link: 'javascript:alert(1)' }, /^link: must be a path/],
      [{ type: 'link', title: 'X', link: '//evil.example' }, /^link: must be a path/],
      [{ type: 'link', title: '', link: '/x' }, /^title: is required$/],
      [{ type: 'banner', title: 'X' }, /^type: must be one of logo, theme, icon, link$/],
      [
        { type: 'theme', title: 'theme', bgColor: 'red; background:url(x)' },
        /^bgColor: must be a hex colour/,
      ],
      [{ type: 'link', title: 'X', link: '/x', position: -1 }, /^position: must be from 0 to 1000$/],
      [{ type: 'logo', title: 'X', image: 'data:image/svg+xml,<svg/>' }, /^image:/],
    ];
    for (const [body, message] of cases) {
      const res = await call(createMenu, '/api/admin/menu', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect((await menuPatch(aboutId, {})).status).toBe(400);
    expect((await menuPatch('65f1a2b3c4d5e6f708192a3b', { title: 'Y' })).status).toBe(404);
  });
});

describe('footer links', () => {
  it('adds, edits and removes links; the storefront footer follows', async () => {
    const created = await call<{ link: FooterLink }>(createFooter, '/api/admin/footer', {
      token: admin.token,
      body: { title: 'Gift Cards', link: '/gift-cards', position: '3' },
    });
    expect(created.status).toBe(200);
    expect(created.json.link).toMatchObject({ title: 'Gift Cards', position: 3 });
    const id = created.json.link._id;
    const [layoutAfterCreate] = tagVersions(['layout']);
    expect((await listFooterLinks()).map((l) => l.title)).toEqual(['About Us', 'Gift Cards']);

    const edited = await call<{ link: FooterLink }>(patchFooter, `/api/admin/footer/${id}`, {
      method: 'PATCH',
      token: admin.token,
      params: { id },
      body: { title: 'Gift Vouchers', position: 0 },
    });
    expect(edited.json.link).toMatchObject({ title: 'Gift Vouchers', position: 0, link: '/gift-cards' });
    expect(tagVersions(['layout'])[0]).toBe((layoutAfterCreate ?? 0) + 1);
    const pub = await call<{ footers?: FooterLink[] } & Record<string, unknown>>(
      publicFooters,
      '/api/footers',
    );
    expect(JSON.stringify(pub.json)).toContain('Gift Vouchers');
    expect((await listFooterLinks())[0]?.title).toBe('Gift Vouchers');

    const listed = await call<{ links: FooterLink[] }>(listFooter, '/api/admin/footer', {
      token: admin.token,
    });
    expect(listed.json.links).toHaveLength(2);

    const bad = await call(createFooter, '/api/admin/footer', {
      token: admin.token,
      body: { title: 'X', link: 'javascript:void(0)' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(createFooter, '/api/admin/footer', { token: admin.token, body: { link: '/x' } })).status,
    ).toBe(400);

    expect(
      (
        await call(deleteFooter, `/api/admin/footer/${id}`, {
          method: 'DELETE',
          token: admin.token,
          params: { id },
        })
      ).status,
    ).toBe(200);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['footer.create', null, expect.objectContaining({ title: 'Gift Cards' })],
      ['footer.update', { title: 'Gift Cards', position: 3 }, { title: 'Gift Vouchers', position: 0 }],
      ['footer.delete', expect.objectContaining({ title: 'Gift Vouchers' }), null],
    ]);
  });
});
