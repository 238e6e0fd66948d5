import type { Metadata } from 'next';
import Link from 'next/link';
import { Listing } from '@/components/shop/listing';
import { firstParam, loadListingPage, type SearchParams } from '@/lib/storefront/listing-page';
import { collectionTiles } from '@/components/layout/category-tiles';
import { getStoreConfig } from '@/lib/store-config';
import { freeShippingText } from '@/lib/store-policy';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const known = new Set<string>(collectionTiles.map((t) => t.category));

function categoryOf(params: SearchParams): string | undefined {
  const category = firstParam(params.category)?.toLowerCase();
  return category && known.has(category) ? category : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const category = categoryOf(await searchParams);
  const label = collectionTiles.find((t) => t.category === category)?.label;
  return {
    title: label ? `${label} collection` : 'All collections',
    description: label
      ? `Shop our ${label.toLowerCase()} collection in solid wood, delivered across India. ${freeShippingText(getStoreConfig())}.`
      : 'Beds, sofas and chairs for every room.',
    alternates: { canonical: category ? `/collection?category=${category}` : '/collection' },
  };
}

/** The furniture reading's collection page, ?category=bed|sofa|chairs. */
export default async function CollectionPage({ searchParams }: Props) {
  const params = await searchParams;
  const category = categoryOf(params);
  const listing = await loadListingPage('/collection', params, category ? { category } : {});
  const label = collectionTiles.find((t) => t.category === category)?.label;
  return (
    <>
      <nav aria-label="Collections" className="container-page pt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href="/collection"
              aria-current={!category ? 'page' : undefined}
              className={`rounded-full border px-4 py-1.5 text-sm ${!category ? 'border-ink bg-ink text-white' : 'border-line bg-white'}`}
            >
              All
            </Link>
          </li>
          {collectionTiles.map((t) => (
            <li key={t.category}>
              <Link
                href={`/collection?category=${t.category}`}
                aria-current={category === t.category ? 'page' : undefined}
                className={`rounded-full border px-4 py-1.5 text-sm ${category === t.category ? 'border-ink bg-ink text-white' : 'border-line bg-white'}`}
              >
                {t.label}
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
