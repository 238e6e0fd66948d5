import type { Metadata } from 'next';
import { keyedListingParams } from '@/lib/storefront/listing-page';
import { CollectionListing, collectionMetadata } from '../../collection-listing';

/** `/collection?<query>` as proxy.ts rewrites it: the query is the key (lib/catalog/shared/listing-key.ts). */
type Props = { params: Promise<{ key: string }> };

/** Not a key, so the build renders no listing (and opens no database); each key is kept once rendered. */
export function generateStaticParams() {
  return [{ key: '~build' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return collectionMetadata(await keyedListingParams(params));
}

export default async function CollectionListingKeyPage({ params }: Props) {
  return <CollectionListing params={await keyedListingParams(params)} />;
}
