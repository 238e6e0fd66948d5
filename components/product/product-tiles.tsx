'use client';

import Link from 'next/link';
import { Price } from './price';
import { ProductImage } from './product-image';
import type { TileData } from './card-data';

/** How a row of tiles sits on its section: the slot widths the images are chosen by, the shape, the tone. */
const LOOKS = {
  /** 'Featured Products': six in a row on desktop, portrait. */
  featured: {
    list: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6',
    sizes: '(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw',
    width: 400,
    height: 500,
    media: 'tile-media aspect-[4/5] bg-stone-100',
    tone: 'light',
  },
  /** 'Premium Watches & Eyewear' on its dark band: four in a row, square. */
  dark: {
    list: 'mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4',
    sizes: '(min-width: 1024px) 25vw, 50vw',
    width: 800,
    height: 1000,
    media: 'tile-media aspect-square bg-stone-800',
    tone: 'dark',
  },
} as const;

/**
 * A home section's row of small product tiles (image, name, price), each a link to the product. A
 * client component fed only its data: the page's payload carries names and prices, not the markup.
 */
export function ProductTiles({ tiles, look }: { tiles: TileData[]; look: keyof typeof LOOKS }) {
  const { list, sizes, width, height, media, tone } = LOOKS[look];
  return (
    <ul className={list}>
      {tiles.map((p) => (
        <li key={p._id}>
          <Link href={`/product/${p._id}`} prefetch={false} data-intent-prefetch className="group block">
            <div className={media}>
              <ProductImage
                src={p.image}
                sizes={sizes}
                alt={p.name}
                width={width}
                height={height}
                loading="lazy"
                className="card-img"
              />
            </div>
            <h3 className="tile-name">{p.name}</h3>
            <Price price={p.price} regularPrice={p.regularPrice} tone={tone} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
