'use client';

import { useId, useRef, useState } from 'react';
import { useShop } from '@/components/providers/shop-provider';
import { variantInStock } from '@/lib/catalog/shared/colour-options';
import { useColourChoice } from './colour-choice';
import { ColourSwatches } from './colour-swatches';
import { WishlistButton } from './wishlist-button';

type Props = {
  productId: string;
  name: string;
  sizes: string[];
  inStock: boolean;
  purchasable: boolean;
  /** The price as the shopper reads it ("₹1,299"), formatted on the server; repeated in the phone bar. */
  priceText: string | null;
  /** Sizes with their own price and dimensions (beds), shown once the size is chosen. */
  sizeDetails?: SizeDetail[];
};

/** What a size costs and measures, formatted on the server ("₹31,999", "153 × 210 × 95 cm"). */
export type SizeDetail = { size: string; priceText: string; dimensionsText: string | null };

export const SIZE_MESSAGE = 'Please select a size';

/**
 * Size picker (only when the product has sizes) and the Add to cart button. Below the md breakpoint
 * the button sits in a bar fixed to the bottom of the screen with the price and the chosen size, so
 * it is in reach wherever the shopper has scrolled; it is the same button, so the page has one.
 * The server renders it with no size chosen: the page is the same for every visitor.
 */
export function AddToCart({
  productId,
  name,
  sizes,
  inStock,
  purchasable,
  priceText,
  sizeDetails = [],
}: Props) {
  const { addToCart } = useShop();
  const choice = useColourChoice();
  const color = choice?.color ?? '';
  // With stock per colour and size, the sizes of the chosen colour that are gone cannot be picked.
  const sizeInStock = (s: string) => !choice?.color || variantInStock(choice.options, choice.color, s);
  const [size, setSize] = useState<string | null>(null);
  const [missingSize, setMissingSize] = useState(false);
  const [busy, setBusy] = useState(false);
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const messageId = useId();
  const detail = sizeDetails.find((d) => d.size === size) ?? null;
  // Before a size is chosen, a product priced by size shows its cheapest: "from ₹27,999".
  const barPrice =
    detail?.priceText ?? (priceText && sizeDetails.length > 0 ? `from ${priceText}` : priceText);

  const add = async () => {
    if (sizes.length > 0 && (!size || !sizeInStock(size))) {
      setMissingSize(true);
      // Take the shopper to the sizes: from the phone bar they may be a screen or more away. At once, not
      // smoothly: the colours above make the way longer, and the message must be where the eye lands.
      const group = sizesRef.current;
      group?.scrollIntoView({ block: 'center', behavior: 'instant' });
      group?.querySelector('button')?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    await addToCart(productId, size ?? 'default', color);
    setBusy(false);
  };

  return (
    <div className="space-y-6">
      <ColourSwatches />
      {sizes.length > 0 ? (
        <fieldset ref={sizesRef} data-testid="size-picker">
          <legend className="mb-3 text-sm font-semibold">Select Size</legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((s) => (
              <button
                key={s}
                type="button"
                disabled={!sizeInStock(s)}
                title={sizeInStock(s) ? undefined : `${s} is sold out in ${color}`}
                aria-pressed={size === s}
                aria-describedby={missingSize ? messageId : undefined}
                onClick={() => {
                  setSize(s);
                  setMissingSize(false);
                }}
                className={`min-w-12 rounded-lg border px-4 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-40 disabled:line-through ${size === s ? 'border-ink bg-ink text-white' : `bg-white hover:border-ink ${missingSize ? 'border-danger' : 'border-stone-300'}`}`}
              >
                {s}
              </button>
            ))}
          </div>
          {sizeDetails.length > 0 ? (
            <p className="mt-3 text-sm" aria-live="polite" data-testid="size-details">
              {detail ? (
                <>
                  <span className="font-semibold">
                    {detail.size}: {detail.priceText}
                  </span>
                  {detail.dimensionsText ? (
                    <span className="text-muted"> · W × D × H {detail.dimensionsText}</span>
                  ) : null}
                </>
              ) : (
                <span className="text-muted">Each size has its own price and dimensions.</span>
              )}
            </p>
          ) : null}
          {/* Present (empty) from the start, so screen readers announce the message when it appears. */}
          <p
            id={messageId}
            role="alert"
            className="mt-2 text-sm font-medium text-danger"
            data-testid="size-message"
          >
            {missingSize ? SIZE_MESSAGE : ''}
          </p>
        </fieldset>
      ) : null}
      <div className="buy-bar" data-buy-bar data-testid="buy-bar">
        <div className="min-w-0 shrink-0 leading-tight md:hidden" aria-hidden>
          {barPrice ? (
            <p className="font-semibold" data-testid="buy-bar-price">
              {barPrice}
            </p>
          ) : null}
          {sizes.length > 0 ? (
            <p
              className={`text-xs ${missingSize ? 'font-medium text-danger' : 'text-muted'}`}
              data-testid="buy-bar-size"
            >
              {size ? `Size ${size}` : 'Select a size'}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={add}
          disabled={!inStock || !purchasable || busy}
          className="btn btn-primary h-12 min-w-0 flex-1 text-base"
          data-testid="add-to-cart"
        >
          <span aria-hidden className="icon icon-bag h-5 w-5 shrink-0" />
          {!purchasable ? 'Not available' : inStock ? 'Add to cart' : 'Out of stock'}
        </button>
        <WishlistButton productId={productId} name={name} variant="page" />
      </div>
    </div>
  );
}
