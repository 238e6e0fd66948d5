import { categoryImage } from '@/lib/media/catalogue-art';

export type NavTile = { label: string; href: string; image: string | undefined };

/**
 * The furniture tiles of the collection dropdown and the mobile menu: the spec's Bed, Sofa and Chairs
 * (section 2), and Wardrobes, the catalogue's fourth category, which no menu reached before.
 */
export const collectionTiles = [
  { label: 'Bed', category: 'bed', image: categoryImage('bed') },
  { label: 'Sofa', category: 'sofa', image: categoryImage('sofa') },
  { label: 'Chairs', category: 'chairs', image: categoryImage('chairs') },
  { label: 'Wardrobes', category: 'wardrobes', image: categoryImage('wardrobes') },
] as const;

const fashionCategories = [
  "Men's Suits And Blazers",
  'T-Shirts & Shirts',
  'Watches',
  "Men's Glasses",
  "Women's Western Styles",
];

/** The category (as products carry it) behind each tile, in order: what the tiles' names are looked up by. */
export function tileCategories(catalogue: 'fashion' | 'furniture'): string[] {
  return catalogue === 'furniture' ? collectionTiles.map((t) => t.category) : fashionCategories;
}

/**
 * Tiles for the 'collection' dropdown and the mobile menu: Bed, Sofa, Chairs and Wardrobes to /collection in
 * the furniture store; the fashion store's own five categories to /shop. `names` holds the categories' names
 * in the page's language (a tile without one keeps its English label); `href` turns a store path into the
 * page's language.
 */
export function navigationTiles(
  catalogue: 'fashion' | 'furniture',
  names: Readonly<Record<string, string>> = {},
  href: (path: string) => string = (path) => path,
): NavTile[] {
  if (catalogue === 'furniture') {
    return collectionTiles.map((t) => ({
      label: names[t.category] ?? t.label,
      href: href(`/collection?category=${t.category}`),
      image: t.image,
    }));
  }
  return fashionCategories.map((c) => ({
    label: names[c] ?? c,
    href: href(`/shop?category=${encodeURIComponent(c)}`),
    image: categoryImage(c),
  }));
}
