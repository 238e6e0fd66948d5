import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/storefront/listing-page';
import { ShopListing, shopMetadata } from './shop-listing';

// Rendered per request: it reads the query (a search counts against the client's search limit).
export const instant = false;

/**
 * /shop itself renders only what proxy.ts does not rewrite to /shop/v/[key]: a search, a query too
 * long for a key, and requests other than GET and HEAD.
 */
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(await searchParams);
}

export default async function ShopPage({ searchParams }: Props) {
  return <ShopListing params={await searchParams} />;
}
