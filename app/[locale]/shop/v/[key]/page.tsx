import type { Metadata } from 'next';
import { keyedListingParams } from '@/lib/storefront/listing-page';
import { ShopListing, shopMetadata } from '../../shop-listing';

/** `/shop?<query>` as proxy.ts rewrites it: the query is the key (lib/catalog/shared/listing-key.ts). */
type Props = { params: Promise<{ key: string }> };

/** Not a key, so the build renders no listing (and opens no database); each key is kept once rendered. */
export function generateStaticParams() {
  return [{ key: '~build' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopMetadata(await keyedListingParams(params));
}

export default async function ShopListingKeyPage({ params }: Props) {
  return <ShopListing params={await keyedListingParams(params)} />;
}
