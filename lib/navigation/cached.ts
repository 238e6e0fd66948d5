import 'server-only';
import { inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { db } from '@/lib/db';
import { currentLocale } from '@/lib/i18n/server';
import { categoryNames } from '@/models';
import { getNavigation, listFooterLinks } from '.';

/**
 * The menu and the footer as every page shows them, titles in the page's language: read once and kept
 * by Next.js under the `layout` tag, which a menu or footer edit expires (lib/page-cache invalidateLayout).
 * The language is read inside the cached function, so it is part of each entry's key.
 */
export async function cachedNavigation() {
  'use cache';
  cacheTag('layout');
  cacheLife('hours');
  return getNavigation(await currentLocale());
}

/** The footer's links, and the year its copyright line shows (kept with them: a page stored at New Year lives hours). */
export async function cachedFooterLinks() {
  'use cache';
  cacheTag('layout');
  cacheLife('hours');
  return { links: await listFooterLinks(undefined, await currentLocale()), year: new Date().getFullYear() };
}

/**
 * The names of these categories (English, as products carry them) in the page's language, for the menu's
 * category tiles; a name without a translation is left out (the tile keeps its English label).
 */
export async function cachedCategoryNames(names: string[]): Promise<Record<string, string>> {
  'use cache';
  cacheTag('layout');
  cacheLife('hours');
  if ((await currentLocale()) !== 'hi' || names.length === 0) return {};
  const rows = await db
    .select({ name: categoryNames.name, nameHi: categoryNames.nameHi })
    .from(categoryNames)
    .where(inArray(categoryNames.name, names));
  return Object.fromEntries(rows.flatMap((r) => (r.nameHi ? [[r.name, r.nameHi]] : [])));
}
