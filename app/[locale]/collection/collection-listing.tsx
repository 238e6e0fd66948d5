import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { cacheLife, cacheTag } from 'next/cache';
import Link from 'next/link';
import { Listing } from '@/components/shop/listing';
import { displayName, listCollections } from '@/lib/catalog';
import { firstParam, loadListingPage, type SearchParams } from '@/lib/storefront/listing-page';
import { getStoreConfig } from '@/lib/store-config';
import { freeShippingText } from '@/lib/store-policy';

/** The store's own collection named by ?category= (any case), as stored; undefined for all of them. */
async function categoryOf(params: SearchParams): Promise<{ category?: string; collections: string[] }> {
  const collections = await cachedCollections();
  const wanted = firstParam(params.category)?.toLowerCase();
  return { category: collections.find((c) => c.toLowerCase() === wanted), collections };
}

async function cachedCollections() {
  'use cache';
  cacheTag('listing');
  cacheLife('hours');
  return listCollections();
}

/** The collection's title, description and canonical URL, from its query. */
export async function collectionMetadata(params: SearchParams): Promise<Metadata> {
  const { category, collections } = await categoryOf(params);
  const label = category ? displayName(category) : undefined;
  const names = collections.slice(0, 4).map((c) => displayName(c).toLowerCase());
  return {
    title: label ? `${label} collection` : 'All collections',
    description: label
      ? `Shop our ${label.toLowerCase()} collection, delivered across India. ${freeShippingText(getStoreConfig())}.`
      : `Shop ${names.join(', ')} and more.`,
    alternates: await pageAlternates(
      category ? `/collection?category=${encodeURIComponent(category)}` : '/collection',
    ),
  };
}

const chip = (on: boolean) =>
  `rounded-full border px-4 py-1.5 text-sm ${on ? 'border-ink bg-ink text-white' : 'border-line bg-white'}`;

/**
 * The collection page, ?category= one of the store's own primary categories (chips from the catalogue):
 * /collection renders it from its URL, /collection/v/[key] from its key.
 */
export async function CollectionListing({ params }: { params: SearchParams }) {
  const { category, collections } = await categoryOf(params);
  const listing = await loadListingPage('/collection', params, category ? { category } : {});
  const label = category ? displayName(category) : undefined;
  return (
    <>
      <nav aria-label="Collections" className="container-page pt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href="/collection"
              aria-current={!category ? 'page' : undefined}
              className={chip(!category)}
            >
              All
            </Link>
          </li>
          {collections.map((c) => (
            <li key={c}>
              <Link
                href={`/collection?category=${encodeURIComponent(c)}`}
                aria-current={category === c ? 'page' : undefined}
                className={chip(category === c)}
              >
                {displayName(c)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Listing
        title={label ? `${label} Collection` : 'All Collections'}
        lockedCategory={category}
        {...listing}
      />
    </>
  );
}
