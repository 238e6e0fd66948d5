import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { footerLinks, menuItems } from '@/models';
import { call } from '@/test/api';
import { GET as getHeaders } from '@/app/api/headers/route';
import { GET as getFooters } from '@/app/api/footers/route';
import { getNavigation } from './index';

describe('navigation menu and footer links', () => {
  it('serves menu items sorted by position and splits out logo and theme', async () => {
    await db.insert(menuItems).values([
      { type: 'link', title: 'Shop', link: '/shop', position: 2 },
      { type: 'logo', title: 'Kapas & Co.', image: '/brand/logo.svg', link: '/', position: 0 },
      { type: 'theme', bgColor: '#fff', textColor: '#111', position: 9 },
      { type: 'icon', title: 'cart', link: '/cart', position: 5 },
      { type: 'link', title: 'Home', link: '/', position: 1 },
    ]);
    const { status, json } = await call<{ headers: { title: string; type: string }[] }>(
      getHeaders,
      '/api/headers',
    );
    expect(status).toBe(200);
    expect(json.headers.map((h) => h.title)).toEqual(['Kapas & Co.', 'Home', 'Shop', 'cart', '']);
    const nav = await getNavigation();
    expect(nav.logo?.title).toBe('Kapas & Co.');
    expect(nav.theme).toEqual({ bgColor: '#fff', textColor: '#111' });
    expect(nav.items.map((i) => i.title)).toEqual(['Home', 'Shop', 'cart']);
  });

  it('titles menu links for display in the bar and the phone menu, and keeps the stored title in the API', async () => {
    await db.insert(menuItems).values([
      { type: 'link', title: 'collection', link: '/collection', position: 5 },
      { type: 'link', title: 'About', link: '/about', position: 6 },
      { type: 'icon', title: 'search', link: '/shop', position: 10 },
    ]);
    const ours = (items: { title: string; link: string }[]) =>
      items
        .filter((i) => ['/collection', '/about'].includes(i.link) || i.title === 'search')
        .map((i) => i.title);
    expect(ours((await getNavigation()).items)).toEqual(['Collection', 'About', 'search']);
    const { json } = await call<{ headers: { title: string; link: string }[] }>(getHeaders, '/api/headers');
    expect(ours(json.headers)).toEqual(['collection', 'About', 'search']);
  });

  it('serves footer links with title, link and _id in position order', async () => {
    await db.insert(footerLinks).values([
      { title: 'Return Policy', link: '/return-policy', position: 2 },
      { title: 'About Us', link: '/about', position: 1 },
    ]);
    const { json } = await call<{ footers: { _id: string; title: string; link: string }[] }>(
      getFooters,
      '/api/footers',
    );
    expect(json.success).toBe(true);
    expect(json.footers.map((f) => f.title)).toEqual(['About Us', 'Return Policy']);
    expect(json.footers[0]?._id).toMatch(/^[0-9a-f]{24}$/);
  });
});
