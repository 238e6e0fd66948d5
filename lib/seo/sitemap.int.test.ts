import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { db } from '@/lib/db';
import { products } from '@/models';
import { GET as getIndex } from '@/app/sitemap.xml/route';
import { GET as getPage } from '@/app/sitemaps/[file]/route';

describe('sitemap', () => {
  it('lists published, non-hidden products and the category pages, and 404s past the last page', async () => {
    const [shown] = await db
      .insert(products)
      .values({
        slug: 'sitemap-shown',
        name: 'Linen Shirt',
        category: 'T-Shirts & Shirts',
        categories: ['T-Shirts & Shirts'],
      })
      .returning({ id: products.id });
    const [hidden] = await db
      .insert(products)
      .values({
        slug: 'sitemap-hidden',
        name: 'Hidden Shirt',
        category: 'T-Shirts & Shirts',
        categories: ['T-Shirts & Shirts'],
        visibility: 'hidden',
      })
      .returning({ id: products.id });
    const [draft] = await db
      .insert(products)
      .values({
        slug: 'sitemap-draft',
        name: 'Draft Shirt',
        category: 'T-Shirts & Shirts',
        categories: ['T-Shirts & Shirts'],
        published: false,
      })
      .returning({ id: products.id });

    const index = await (await getIndex()).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('/sitemaps/0.xml');

    const page = await getPage(new Request('http://localhost/sitemaps/0.xml'), {
      params: Promise.resolve({ file: '0.xml' }),
    });
    const xml = await page.text();
    expect(page.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain(`/product/${shown!.id}`);
    expect(xml).not.toContain(hidden!.id);
    expect(xml).not.toContain(draft!.id);
    expect(xml).toContain('/shop?category=T-Shirts%20%26%20Shirts'.replace('&', '&amp;'));

    // Every page once per language, each naming both languages and English as the default.
    const site = new URL(env.SITE_URL).origin;
    const product = `${site}/product/${shown!.id}`;
    const hindi = `${site}/hi/product/${shown!.id}`;
    const links =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${product}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${product}"/>`;
    expect(xml).toContain(`<url><loc>${product}</loc>${links}`);
    expect(xml).toContain(`<url><loc>${hindi}</loc>${links}`);
    expect(xml).toContain(`<url><loc>${site}/hi</loc>`);
    expect(xml).toContain(`<url><loc>${site}/hi/shop</loc>`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.filter((l) => l.startsWith(`${site}/hi`)).length).toBe(locs.length / 2);

    const missing = await getPage(new Request('http://localhost/sitemaps/9.xml'), {
      params: Promise.resolve({ file: '9.xml' }),
    });
    expect(missing.status).toBe(404);
  });
});
