import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/storefront/listing-page';
import { CollectionListing, collectionMetadata } from './collection-listing';

// Rendered per request: it reads the query (a search counts against the client's search limit).
export const instant = false;

/**
 * /collection itself renders only what proxy.ts does not rewrite to /collection/v/[key]: a search, a
 * query too long for a key, and requests other than GET and HEAD.
 */
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return collectionMetadata(await searchParams);
}

export default async function CollectionPage({ searchParams }: Props) {
  return <CollectionListing params={await searchParams} />;
}
