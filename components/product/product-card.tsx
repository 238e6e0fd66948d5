'use client';

import Link from 'next/link';
import { swatchHex } from '@/lib/media/shared/colours';
import { discountPercent } from '@/lib/money/shared/money';
import { Price } from './price';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import type { CardData } from './card-data';
import { WishlistButton } from './wishlist-button';

const DEFER_GRID = 'card-defer';
const DEFER_LIST = 'card-defer-list';

/**
 * A product tile: first category, up to 4 swatches then '+N', 2-line description and its states (spec
 * section 2). A client component fed only what it shows (`toCard`, ./card-data.ts): as a server
 * component its whole tree went into the page's component payload, about 3 KB a card beside its HTML;
 * as this, a card costs the payload its data, about 0.5 KB, and its markup comes from the cached script.
 *
 * A grid card's slot in fixed pixels, never in vw: an eager card's file is chosen by the browser's
 * preload scanner before the page's viewport applies, when vw can stand for a far wider layout (issue
 * 23 point 12). A phone's card is about 200 px wide. A tablet's card (640-1023 px screens, 300-490 px
 * wide) at 2 device pixels is given 360 px so it takes the sharp file; the resolution condition keeps a
 * 1.75 phone out of that branch should it be measured wide (a phone at 2 or more takes the 800 px file
 * at its real width anyway).
 */
const GRID_SIZES = '(min-width: 1024px) 288px, (min-width: 640px) and (min-resolution: 2dppx) 360px, 200px';

export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
}: {
  product: CardData;
  layout?: 'grid' | 'list';
  priority?: boolean;
}) {
  const off =
    product.price != null && product.regularPrice != null
      ? discountPercent(Math.round(product.regularPrice * 100), Math.round(product.price * 100))
      : null;
  const list = layout === 'list';
  // A card that may start below the screen is styled, laid out and painted only as it comes near it
  // (content-visibility): a phone's first layout of /shop handles the first row, not twenty cards. The
  // intrinsic size stands in until then, and `auto` keeps the size a card had once it was shown.
  const deferred = priority ? '' : list ? DEFER_LIST : DEFER_GRID;
  return (
    <article
      className={`group card ${list ? 'flex-row' : 'flex-col'} ${deferred}`}
      data-testid="product-card"
    >
      <Link
        href={`/product/${product._id}`}
        prefetch={false}
        data-intent-prefetch
        className={`flex ${list ? 'flex-row' : 'flex-col'} flex-1`}
      >
        <div className={`card-media ${list ? 'w-36 shrink-0 sm:w-48' : 'aspect-[4/5]'}`}>
          <ProductImage
            src={product.image}
            sizes={list ? '(min-width: 640px) 192px, 144px' : GRID_SIZES}
            alt={product.name}
            width={400}
            height={500}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={`card-img${product.inStock ? '' : ' opacity-60 grayscale-[40%]'}`}
          />
          <div className="card-badges">
            {!product.inStock ? <span className="badge bg-stone-900 text-white">Out of stock</span> : null}
            {off ? <span className="badge bg-rose-600 text-white">{off}% OFF</span> : null}
            {product.isFeatured ? <span className="badge bg-amber-100 text-amber-900">Featured</span> : null}
          </div>
        </div>
        <div className="card-body">
          <span className="card-cat" data-testid="card-category">
            {product.category}
          </span>
          <h3 className="card-title">{product.name}</h3>
          <p className="card-desc">{product.text}</p>
          {product.totalReviews > 0 ? (
            <RatingStars rating={product.averageRating} count={product.totalReviews} />
          ) : null}
          <div className="card-foot">
            <Price price={product.price} regularPrice={product.regularPrice} from={product.from} />
            <Swatches colors={product.colors} />
          </div>
        </div>
      </Link>
      <div className="card-heart-slot">
        <WishlistButton productId={product._id} name={product.name} />
      </div>
    </article>
  );
}

function Swatches({ colors }: { colors: string[] }) {
  if (colors.length === 0) return null;
  const shown = colors.slice(0, 4);
  return (
    <span className="swatches" aria-label={`Colours: ${colors.join(', ')}`} role="img">
      {shown.map((c) => (
        <span key={c} title={c} className="swatch" style={{ backgroundColor: swatchHex(c) ?? '#a8a29e' }} />
      ))}
      {colors.length > 4 ? <span className="text-[11px] text-muted">+{colors.length - 4}</span> : null}
    </span>
  );
}
