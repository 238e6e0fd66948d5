import type { Metadata } from 'next';
import { keyedListingParams } from '@/lib/storefront/listing-page';
import { CollectionListing, collectionMetadata } from '../../collection-listing';

export const dynamic = 'force-dynamic';

/** `/collection?<query>` as proxy.ts rewrites it: the query is the key (lib/catalog/shared/listing-key.ts). */
type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return collectionMetadata(await keyedListingParams(params));
}

export default async function CollectionListingKeyPage({ params }: Props) {
  return <CollectionListing params={await keyedListingParams(params)} />;
}
