import 'server-only';
import { cache } from 'react';
import { listLatestProducts, listRandomProducts, type Product } from '@/lib/catalog';
import { env } from '@/lib/env';
import { heroImages, type HeroImage } from '@/lib/media/catalogue-art';

/** The fashion reading's five fixed category tiles (spec section 2), each to /shop?category=... */
export const fashionCategoryTiles = [
  "Men's Suits And Blazers",
  'T-Shirts & Shirts',
  'Watches',
  "Men's Glasses",
  "Women's Western Styles",
] as const;

export type HomeData = {
  hero: HeroImage | null;
  heroProducts: Product[];
  featured: Product[];
  latest: Product[];
  /** Fashion reading only. */
  carousel: Product[];
  watchesAndEyewear: Product[];
};

/** Everything the home page shows, read in parallel. */
export const getHomeData = cache(async (): Promise<HomeData> => {
  const fashion = env.STORE_CATALOGUE === 'fashion';
  const heroes = heroImages(env.STORE_CATALOGUE);
  const [heroProducts, featured, latest, carousel, watchesAndEyewear] = await Promise.all([
    listRandomProducts(3, { withImages: true }),
    listRandomProducts(6),
    listLatestProducts(8),
    fashion ? listRandomProducts(5, { withImages: true }) : Promise.resolve([]),
    fashion ? listRandomProducts(4, { categories: ['Watches', "Men's Glasses"] }) : Promise.resolve([]),
  ]);
  const hero = heroes[Math.floor(Math.random() * heroes.length)] ?? null;
  return { hero, heroProducts, featured, latest, carousel, watchesAndEyewear };
});
