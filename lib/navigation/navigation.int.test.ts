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
