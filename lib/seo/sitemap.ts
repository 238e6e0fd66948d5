import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { listCategories } from '@/lib/catalog';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { localePath, locales, localeTags } from '@/lib/i18n/shared/locales';
import { infoPagePaths } from '@/lib/info-pages';
import { products } from '@/models';

/**
 * Products per sitemap file: each is listed once per language (the protocol allows 50,000 URLs a file;
 * smaller files are kinder to crawlers).
 */
export const SITEMAP_PAGE_SIZE = 10_000;

const listed = () =>
  and(eq(products.published, true), inArray(products.visibility, ['visible', 'catalog', 'search']));

export async function countSitemapPages(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(listed());
  return Math.max(1, Math.ceil((row?.n ?? 0) / SITEMAP_PAGE_SIZE));
}

/** A page of the store, by its English path; the sitemap lists it in every language. */
export type SitemapEntry = {
  path: string;
  lastModified?: Date;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
};

/** Page 0 also lists the home, shop, category and policy pages; every page lists up to 10,000 products. */
export async function sitemapEntries(page: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  if (page === 0) {
    entries.push(
      { path: '/', changeFrequency: 'daily', priority: 1 },
      { path: '/shop', changeFrequency: 'daily', priority: 0.9 },
    );
    for (const category of await listCategories()) {
      entries.push({
        path: `/shop?category=${encodeURIComponent(category)}`,
        changeFrequency: 'daily',
        priority: 0.8,
      });
    }
    if (env.STORE_CATALOGUE === 'furniture') {
      for (const c of ['bed', 'sofa', 'chairs'])
        entries.push({ path: `/collection?category=${c}`, changeFrequency: 'daily', priority: 0.8 });
    }
    for (const p of infoPagePaths) {
      entries.push({ path: p, changeFrequency: 'monthly', priority: 0.3 });
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
      path: `/product/${r.id}`,
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

/**
 * One sitemap file: every page once per language, each naming all its languages (`hreflang`, with English
 * as `x-default`), as search engines ask of a site with a page in several languages.
 */
export async function sitemapPageXml(page: number): Promise<string> {
  const entries = await sitemapEntries(page);
  const href = (path: string) => xmlEscape(new URL(path, env.SITE_URL).toString());
  const items = entries.flatMap((e) => {
    const alternates = [
      ...locales.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${localeTags[l]}" href="${href(localePath(l, e.path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(e.path)}"/>`,
    ].join('');
    const details = `${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}${e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>` : ''}${e.priority != null ? `<priority>${e.priority}</priority>` : ''}`;
    return locales.map((l) => `<url><loc>${href(localePath(l, e.path))}</loc>${alternates}${details}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${items.join('')}</urlset>\n`;
}
