import { asc } from 'drizzle-orm';
import { cache } from 'react';
import { displayName } from '@/lib/catalog/display';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/shared/locales';
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
  items: NavItem[];
};

/** A menu item as the bar shows it: `collection` marks the spec's 'collection' link (a dropdown), whatever its title says. */
export type NavItem = MenuItem & { collection: boolean };

// Rows saved before the back office judged links as the browser does may hold '/\\evil.example':
// such a link or image is shown as none rather than followed.
const safeLink = (link: string) => (isSafeLink(link) ? link : '');

/** A title in `locale`: the Hindi one where the row has it, else the stored (English) one. */
const titleIn = (locale: Locale, row: { title: string; titleHi: string | null }) =>
  (locale === 'hi' && row.titleHi) || row.title;

function toMenuItem(row: MenuItemRow, locale: Locale): MenuItem {
  return {
    _id: row.id,
    type: row.type,
    // Icons are keyed by their stored title (search, profile, cart): only links are shown in another language.
    title: row.type === 'link' ? titleIn(locale, row) : row.title,
    link: safeLink(row.link),
    image: isSafeImageUrl(row.image) ? row.image : '',
    position: row.position,
    bgColor: row.bgColor,
    textColor: row.textColor,
  };
}

function toFooterLink(row: FooterLinkRow, locale: Locale): FooterLink {
  return { _id: row.id, title: titleIn(locale, row), link: safeLink(row.link), position: row.position };
}

const readMenuRows = cache(() =>
  db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
);

/** Every menu item, sorted by position (the `GET /api/headers` answer), link titles in `locale`. */
export const listMenuItems = cache(async (locale: Locale = 'en'): Promise<MenuItem[]> => {
  return (await readMenuRows()).map((row) => toMenuItem(row, locale));
});

/** The menu as the navigation bar uses it, link titles in `locale`. */
export const getNavigation = cache(async (locale: Locale = 'en'): Promise<Navigation> => {
  const [rows, items] = await Promise.all([readMenuRows(), listMenuItems(locale)]);
  const stored = new Map(rows.map((r) => [r.id, r.title]));
  const logo = items.find((i) => i.type === 'logo');
  const theme = items.find((i) => i.type === 'theme');
  return {
    logo: logo ? { title: logo.title, image: logo.image, link: logo.link || '/' } : null,
    theme: theme ? { bgColor: theme.bgColor, textColor: theme.textColor } : null,
    // 'collection' is stored lower case (the spec's menu item name): shoppers read 'Collection'.
    items: items
      .filter((i) => i.type !== 'logo' && i.type !== 'theme')
      .map((i) => {
        const collection = i.type === 'link' && stored.get(i._id)?.trim().toLowerCase() === 'collection';
        return { ...i, title: i.type === 'link' ? displayName(i.title) : i.title, collection };
      }),
  };
});

/** Footer links sorted by position (all of them unless `limit` is given), titles in `locale`. */
export const listFooterLinks = cache(async (limit?: number, locale: Locale = 'en'): Promise<FooterLink[]> => {
  const query = db.select().from(footerLinks).orderBy(asc(footerLinks.position), asc(footerLinks.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => toFooterLink(row, locale));
});

export { footerGroupOf, groupFooterLinks, type FooterGroup, type FooterGroupName } from './footer-groups';
