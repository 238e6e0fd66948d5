/**
 * Names of the generated catalogue artwork (heroes, category tiles, product photos).
 * Free of Node imports so pages and client components can use it; the seed renders exactly these files.
 */
import { colourSlug } from './colours';

/** Bumped whenever the artwork changes: the files are served as immutable, so new art needs new names. */
export const ART_VERSION = 'a2';

export type StoreCatalogue = 'fashion' | 'furniture';

/** Hero banners: `wide` is 1600x900, `tall` 800x900 for small screens; both have `.sm` halves. */
export type HeroImage = { wide: string; tall: string; alt: string };

const heroAlts: Record<StoreCatalogue, string[]> = {
  fashion: [
    'A navy blazer and a white shirt on wooden hangers beside a brown leather watch',
    'A dusty rose midi dress and a mustard blouse on hangers',
    'A chronograph, a steel bracelet watch and gold aviator sunglasses',
    'An olive T-shirt and a navy polo with tortoise-shell sunglasses',
  ],
  furniture: [
    'A teal three-seater sofa in a sunlit living room',
    'An upholstered bed with a channel-tufted headboard',
    'A cane-back dining chair and a mustard wingback armchair',
    'A brown leather Chesterfield sofa with a floor lamp and plant',
  ],
};

export function heroImages(catalogue: StoreCatalogue): HeroImage[] {
  return heroAlts[catalogue].map((alt, i) => ({
    wide: `/media/hero/${catalogue}-${i + 1}-wide-${ART_VERSION}.webp`,
    tall: `/media/hero/${catalogue}-${i + 1}-tall-${ART_VERSION}.webp`,
    alt,
  }));
}

/** The tile image for a shopper-facing category ("Watches", "bed"), or undefined for unknown ones. */
export function categoryImage(category: string): string | undefined {
  const slug = colourSlug(category);
  return categoryTileSlugs.has(slug) ? `/media/categories/${slug}-${ART_VERSION}.webp` : undefined;
}

const categoryTileSlugs = new Set([
  'men-s-suits-and-blazers',
  't-shirts-shirts',
  'watches',
  'men-s-glasses',
  'women-s-western-styles',
  'bed',
  'sofa',
  'chairs',
]);

/** A product photo (800x1000, with a 400x500 `.sm` twin). */
export function productImageUrl(shape: string, colour: string, view: string): string {
  return `/media/products/${shape}-${colourSlug(colour)}-${view}-${ART_VERSION}.webp`;
}
