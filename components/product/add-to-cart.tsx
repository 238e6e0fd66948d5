'use client';

import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useShop } from '@/components/providers/shop-provider';
import { WishlistButton } from './wishlist-button';

type Props = { productId: string; name: string; sizes: string[]; inStock: boolean; purchasable: boolean };

export const SIZE_ALERT = 'Please select a size before adding to cart.';

/** Size picker (only when the product has sizes) and the Add to cart button. */
export function AddToCart({ productId, name, sizes, inStock, purchasable }: Props) {
  const { addToCart } = useShop();
  const [size, setSize] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (sizes.length > 0 && !size) {
      window.alert(SIZE_ALERT);
      return;
    }
    setBusy(true);
    await addToCart(productId, size ?? 'default');
    setBusy(false);
  };

  return (
    <div className="space-y-6">
      {sizes.length > 0 ? (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold">Select Size</legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={size === s}
                onClick={() => setSize(s)}
                className={`min-w-12 rounded-lg border px-4 py-2 text-sm font-medium transition ${size === s ? 'border-ink bg-ink text-white' : 'border-stone-300 bg-white hover:border-ink'}`}
              >
                {s}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={add}
          disabled={!inStock || !purchasable || busy}
          className="btn btn-primary h-12 flex-1 text-base"
          data-testid="add-to-cart"
        >
          <ShoppingBag aria-hidden className="h-5 w-5" />
          {!purchasable ? 'Not available' : inStock ? 'Add to cart' : 'Out of stock'}
        </button>
        <WishlistButton productId={productId} name={name} variant="page" />
      </div>
    </div>
  );
}
