import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { Listing } from '@/components/shop/listing';
import { displayName } from '@/lib/catalog';
import { firstParam, loadListingPage, type SearchParams } from '@/lib/storefront/listing-page';
import { getStoreConfig } from '@/lib/store-config';
import { freeShippingText, returnWindowText } from '@/lib/store-policy';

function titleFor(category: string | undefined, q: string | undefined): string {
  if (q) return `Search: ${q.length > 60 ? `${q.slice(0, 60).trim()}…` : q}`;
  return category ? displayName(category) : 'All Products';
}

/** The listing's title, description and canonical URL, from its query. */
export async function shopMetadata(params: SearchParams): Promise<Metadata> {
  const category = firstParam(params.category);
  const q = firstParam(params.q);
  // Filtered and sorted variants canonicalise to the category page (or the shop), so search engines index one URL each.
  const canonical = category ? `/shop?category=${encodeURIComponent(category)}` : '/shop';
  return {
    title: titleFor(category, q),
    description: category
      ? `Shop ${displayName(category)} online. ${freeShippingText(getStoreConfig())} and ${returnWindowText()}.`
      : 'Browse the whole catalogue: filter by price, colour, rating and more.',
    alternates: await pageAlternates(canonical),
    robots: q ? { index: false, follow: true } : undefined,
  };
}

/** The shop's listing for a query: the /shop page renders it from its URL, /shop/v/[key] from its key. */
export async function ShopListing({ params }: { params: SearchParams }) {
  const listing = await loadListingPage('/shop', params);
  const { categories, q } = listing.filters;
  // A search is headed by what was searched (issue 24, point 12), not "All Products".
  const title = q
    ? `Results for “${q.length > 60 ? `${q.slice(0, 60).trim()}…` : q}”`
    : titleFor(categories.length === 1 ? categories[0] : undefined, undefined);
  return <Listing title={title} {...listing} />;
}
