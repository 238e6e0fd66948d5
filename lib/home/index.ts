import 'server-only';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import { listLatestProducts, listRandomProducts, type Product } from '@/lib/catalog';
import { env } from '@/lib/env';

/** The fashion reading's five fixed category tiles (spec section 2), each to /shop?category=... */
export const fashionCategoryTiles = [
  "Men's Suits And Blazers",
  'T-Shirts & Shirts',
  'Watches',
  "Men's Glasses",
  "Women's Western Styles",
] as const;

export type HomeData = {
  heroImage: string | null;
  heroProducts: Product[];
  featured: Product[];
  latest: Product[];
  /** Fashion reading only. */
  carousel: Product[];
  watchesAndEyewear: Product[];
};

/** Hero artwork generated at seed time for the active catalogue (media/hero/<catalogue>-*.webp). */
async function listHeroImages(): Promise<string[]> {
  try {
    const files = await readdir(path.join(env.MEDIA_DIR, 'hero'));
    return files
      .filter((f) => f.startsWith(`${env.STORE_CATALOGUE}-`) && f.endsWith('.webp') && !f.includes('.sm.'))
      .sort()
      .map((f) => `/media/hero/${f}`);
  } catch {
    return [];
  }
}

/** Everything the home page shows, read in parallel. */
export const getHomeData = cache(async (): Promise<HomeData> => {
  const fashion = env.STORE_CATALOGUE === 'fashion';
  const [heroes, heroProducts, featured, latest, carousel, watchesAndEyewear] = await Promise.all([
    listHeroImages(),
    listRandomProducts(3, { withImages: true }),
    listRandomProducts(6),
    listLatestProducts(8),
    fashion ? listRandomProducts(5, { withImages: true }) : Promise.resolve([]),
    fashion ? listRandomProducts(4, { categories: ['Watches', "Men's Glasses"] }) : Promise.resolve([]),
  ]);
  const heroImage = heroes.length ? heroes[Math.floor(Math.random() * heroes.length)]! : null;
  return { heroImage, heroProducts, featured, latest, carousel, watchesAndEyewear };
});

/** The tile artwork generated at seed time for a category: /media/categories/<slug>.webp. */
export function categoryImage(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/media/categories/${slug}.webp`;
}
