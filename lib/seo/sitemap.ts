import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { listCategories } from '@/lib/catalog';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { infoPagePaths } from '@/lib/info-pages';
import { products } from '@/models';

/** Products per sitemap file (the protocol allows 50,000; smaller files are kinder to crawlers). */
export const SITEMAP_PAGE_SIZE = 10_000;

const listed = () =>
  and(eq(products.published, true), inArray(products.visibility, ['visible', 'catalog', 'search']));

export async function countSitemapPages(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(listed());
  return Math.max(1, Math.ceil((row?.n ?? 0) / SITEMAP_PAGE_SIZE));
}

export type SitemapEntry = {
  url: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
};

/** Page 0 also lists the home, shop, category and policy pages; every page lists up to 10,000 products. */
export async function sitemapEntries(page: number): Promise<SitemapEntry[]> {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  const entries: SitemapEntry[] = [];
  if (page === 0) {
    entries.push(
      { url: url('/'), changeFrequency: 'daily', priority: 1 },
      { url: url('/shop'), changeFrequency: 'daily', priority: 0.9 },
    );
    for (const category of await listCategories()) {
      entries.push({
        url: url(`/shop?category=${encodeURIComponent(category)}`),
        changeFrequency: 'daily',
        priority: 0.8,
      });
    }
    if (env.STORE_CATALOGUE === 'furniture') {
      for (const c of ['bed', 'sofa', 'chairs'])
        entries.push({ url: url(`/collection?category=${c}`), changeFrequency: 'daily', priority: 0.8 });
    }
    for (const p of infoPagePaths) {
      entries.push({ url: url(p), changeFrequency: 'monthly', priority: 0.3 });
    }
  }
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(listed())
    .orderBy(asc(products.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(page * SITEMAP_PAGE_SIZE);
  for (const r of rows)
    entries.push({
      url: url(`/product/${r.id}`),
      lastModified: r.updatedAt,
      changeFrequency: 'weekly',
      priority: 0.7,
    });
  return entries;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap index: one child sitemap per 10,000 products. */
export async function sitemapIndexXml(): Promise<string> {
  const pages = await countSitemapPages();
  const items = Array.from(
    { length: pages },
    (_, i) =>
      `<sitemap><loc>${xmlEscape(new URL(`/sitemaps/${i}.xml`, env.SITE_URL).toString())}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

export async function sitemapPageXml(page: number): Promise<string> {
  const entries = await sitemapEntries(page);
  const items = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(e.url)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}${e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>` : ''}${e.priority != null ? `<priority>${e.priority}</priority>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</urlset>\n`;
}
