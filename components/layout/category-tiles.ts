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

/**
 * Tiles for the 'collection' dropdown and the mobile menu: Bed, Sofa, Chairs and Wardrobes to /collection in
 * the furniture store; the fashion store's own five categories to /shop.
 */
export function navigationTiles(catalogue: 'fashion' | 'furniture'): NavTile[] {
  if (catalogue === 'furniture') {
    return collectionTiles.map((t) => ({
      label: t.label,
      href: `/collection?category=${t.category}`,
      image: t.image,
    }));
  }
  return fashionCategories.map((c) => ({
    label: c,
    href: `/shop?category=${encodeURIComponent(c)}`,
    image: categoryImage(c),
  }));
}
