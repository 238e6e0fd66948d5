import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/storefront/listing-page';
import { CollectionListing, collectionMetadata } from './collection-listing';

export const dynamic = 'force-dynamic';

/**
 * /collection itself renders only what proxy.ts does not rewrite to /collection/v/[key]: a query too
 * long for a key, and requests other than GET and HEAD.
 */
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return collectionMetadata(await searchParams);
}

export default async function CollectionPage({ searchParams }: Props) {
  return <CollectionListing params={await searchParams} />;
}
