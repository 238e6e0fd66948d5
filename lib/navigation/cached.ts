import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getNavigation, listFooterLinks } from '.';

/**
 * The menu and the footer as every page shows them: read once and kept by Next.js under the `layout`
 * tag, which a menu or footer edit expires (lib/page-cache invalidateLayout).
 */
export async function cachedNavigation() {
  'use cache';
  cacheTag('layout');
  cacheLife('hours');
  return getNavigation();
}

/** The footer's links, and the year its copyright line shows (kept with them: a page stored at New Year lives hours). */
export async function cachedFooterLinks() {
  'use cache';
  cacheTag('layout');
  cacheLife('hours');
  return { links: await listFooterLinks(), year: new Date().getFullYear() };
}
