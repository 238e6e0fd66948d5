import type { Metadata } from 'next';
import { Listing } from '@/components/shop/listing';
import { displayName } from '@/lib/catalog';
import { firstParam, loadListingPage, type SearchParams } from '@/lib/storefront/listing-page';
import { getStoreConfig } from '@/lib/store-config';
import { freeShippingText, returnWindowText } from '@/lib/store-policy';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

function titleFor(category: string | undefined, q: string | undefined): string {
  if (q) return `Search: ${q.length > 60 ? `${q.slice(0, 60).trim()}…` : q}`;
  return category ? displayName(category) : 'All Products';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const category = firstParam(params.category);
  const q = firstParam(params.q);
  // Filtered and sorted variants canonicalise to the category page (or the shop), so search engines index one URL each.
  const canonical = category ? `/shop?category=${encodeURIComponent(category)}` : '/shop';
  return {
    title: titleFor(category, q),
    description: category
      ? `Shop ${displayName(category)} online. ${freeShippingText(getStoreConfig())} and ${returnWindowText()}.`
      : 'Browse the whole catalogue: filter by price, colour, rating and more.',
    alternates: { canonical },
    robots: q ? { index: false, follow: true } : undefined,
  };
}

export default async function ShopPage({ searchParams }: Props) {
  const listing = await loadListingPage('/shop', await searchParams);
  const { categories, q } = listing.filters;
  // A search is headed by what was searched (issue 24, point 12), not "All Products".
  const title = q
    ? `Results for “${q.length > 60 ? `${q.slice(0, 60).trim()}…` : q}”`
    : titleFor(categories.length === 1 ? categories[0] : undefined, undefined);
  return <Listing title={title} {...listing} />;
}
