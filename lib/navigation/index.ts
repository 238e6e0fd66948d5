import { asc } from 'drizzle-orm';
import { cache } from 'react';
import { displayName } from '@/lib/catalog/display';
import { db } from '@/lib/db';
import { isSafeImageUrl, isSafeLink } from '@/lib/links/same-origin';
import type { FooterLink } from './footer-groups';
import { footerLinks, menuItems, type FooterLinkRow, type MenuItemRow, type MenuItemType } from '@/models';

export type MenuItem = {
  _id: string;
  type: MenuItemType;
  title: string;
  link: string;
  image: string;
  position: number;
  bgColor: string;
  textColor: string;
};

export type { FooterLink } from './footer-groups';

export type Navigation = {
  logo: { title: string; image: string; link: string } | null;
  theme: { bgColor: string; textColor: string } | null;
  /** Icon and plain-link items, sorted by position (logo and theme are never links); links titled for display. */
  items: MenuItem[];
};

// Rows saved before the back office judged links as the browser does may hold '/\\evil.example':
// such a link or image is shown as none rather than followed.
const safeLink = (link: string) => (isSafeLink(link) ? link : '');

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    link: safeLink(row.link),
    image: isSafeImageUrl(row.image) ? row.image : '',
    position: row.position,
    bgColor: row.bgColor,
    textColor: row.textColor,
  };
}

function toFooterLink(row: FooterLinkRow): FooterLink {
  return { _id: row.id, title: row.title, link: safeLink(row.link), position: row.position };
}

/** Every menu item, sorted by position (the `GET /api/headers` answer). */
export const listMenuItems = cache(async (): Promise<MenuItem[]> => {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map(toMenuItem);
});

/** The menu as the navigation bar uses it. */
export const getNavigation = cache(async (): Promise<Navigation> => {
  const items = await listMenuItems();
  const logo = items.find((i) => i.type === 'logo');
  const theme = items.find((i) => i.type === 'theme');
  return {
    logo: logo ? { title: logo.title, image: logo.image, link: logo.link || '/' } : null,
    theme: theme ? { bgColor: theme.bgColor, textColor: theme.textColor } : null,
    // 'collection' is stored lower case (the spec's menu item name): shoppers read 'Collection'.
    items: items
      .filter((i) => i.type !== 'logo' && i.type !== 'theme')
      .map((i) => (i.type === 'link' ? { ...i, title: displayName(i.title) } : i)),
  };
});

/** Footer links sorted by position (all of them unless `limit` is given). */
export const listFooterLinks = cache(async (limit?: number): Promise<FooterLink[]> => {
  const query = db.select().from(footerLinks).orderBy(asc(footerLinks.position), asc(footerLinks.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toFooterLink);
});

export { footerGroupOf, groupFooterLinks, type FooterGroup, type FooterGroupName } from './footer-groups';
