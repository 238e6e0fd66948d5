import type { Metadata } from 'next';
import { cacheLife, cacheTag } from 'next/cache';
import { isBuilding } from '@/lib/cache/build-phase';
import { FeaturedProducts } from '@/components/home/featured-products';
import {
  CategoryTiles,
  CuratedCollections,
  FeaturedCarousel,
  WatchesAndEyewear,
  WhyChooseUs,
} from '@/components/home/fashion-sections';
import { Hero } from '@/components/home/hero';
import { NewsletterBlock } from '@/components/home/newsletter-block';
import { PoliciesStrip } from '@/components/home/policies-strip';
import { ProductGridSection } from '@/components/home/product-grid-section';
import { RecentlyViewed } from '@/components/product/recently-viewed';
import { env } from '@/lib/env';
import { getHomeData } from '@/lib/home';
import { pageAlternates } from '@/lib/i18n/server';
import { getStoreConfig } from '@/lib/store-config';

async function cachedHomeData() {
  'use cache';
  cacheTag('listing', 'layout');
  cacheLife('hours');
  return getHomeData();
}

export async function generateMetadata(): Promise<Metadata> {
  return { alternates: await pageAlternates('/') };
}

export default async function HomePage() {
  if (isBuilding()) return null;
  const data = await cachedHomeData();
  const fashion = env.STORE_CATALOGUE === 'fashion';
  return (
    <>
      <Hero
        hero={data.hero}
        products={data.heroProducts}
        catalogue={env.STORE_CATALOGUE}
        shipping={getStoreConfig()}
      />
      {fashion ? <FeaturedCarousel products={data.carousel} /> : null}
      <FeaturedProducts products={data.featured} />
      <div className="container-page">
        <RecentlyViewed />
      </div>
      {fashion ? <CategoryTiles /> : null}
      {fashion ? <CuratedCollections /> : null}
      <ProductGridSection
        id="latest-title"
        eyebrow="Just in"
        title="Latest Collection"
        products={data.latest}
        action={{ href: '/shop?sort=newest', label: 'See everything new' }}
      />
      {fashion ? <WatchesAndEyewear products={data.watchesAndEyewear} /> : null}
      <PoliciesStrip />
      {fashion ? <WhyChooseUs /> : null}
      <NewsletterBlock />
    </>
  );
}
