import { describe, expect, it } from 'vitest';
import { getCatalogue } from './catalogues';
import { footerFor, menuFor } from './navigation';

const linkOf = (title: string) =>
  menuFor('fashion').find((m) => m.type === 'link' && m.title === title)?.link;

describe('the fashion menu', () => {
  it('sends Men and Women to one listing of every product of their categories', () => {
    const fashion = getCatalogue('fashion').products;
    for (const [title, expected] of [
      ['Men', ["Men's Suits And Blazers", 'T-Shirts & Shirts', 'Watches', "Men's Glasses"]],
      ['Women', ["Women's Western Styles"]],
    ] as const) {
      const link = linkOf(title);
      expect(link).toBe(`/shop?category=${title}`);
      const group = new URL(link!, 'http://store').searchParams.get('category')!;
      // The listing filters on `categories`: every product of those categories carries the group.
      const listed = fashion.filter((p) => p.categories.includes(group));
      expect(new Set(listed.map((p) => p.category))).toEqual(new Set(expected));
      for (const category of expected) {
        // Smart watches are unisex: filed under Accessories only.
        const inCategory = fashion.filter(
          (p) => p.category === category && (title === 'Women' || !/Smart/.test(p.subCategory)),
        );
        expect(
          inCategory.every((p) => p.categories.includes(group)),
          category,
        ).toBe(true);
      }
    }
  });
});

describe('the menu and footer in Hindi', () => {
  it.each(['fashion', 'furniture'] as const)(
    'gives every %s link and footer link a Hindi title; the logo, theme and icons keep none',
    (catalogue) => {
      const menu = menuFor(catalogue);
      for (const item of menu) {
        // The logo is the store's name, the theme no text, an icon's title the key of its icon.
        if (item.type === 'link') expect(item.titleHi, item.title).toMatch(/^[\u0900-\u097F ]+$/);
        else expect(item.titleHi, item.title).toBeNull();
      }
      for (const link of footerFor(catalogue))
        expect(link.titleHi, link.title).toMatch(/^[\u0900-\u097F ]+$/);
    },
  );
});
