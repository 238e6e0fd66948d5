'use client';

import { Heart } from 'lucide-react';
import { useShop } from '@/components/providers/shop-provider';

/** The heart toggle on cards and the product page; optimistic, rolled back by the provider on failure. */
export function WishlistButton({
  productId,
  name,
  variant = 'card',
}: {
  productId: string;
  name: string;
  variant?: 'card' | 'page';
}) {
  const { isWishlisted, addToWishlist, removeFromWishlist } = useShop();
  const active = isWishlisted(productId);
  const label = active ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      data-testid="wishlist-toggle"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void (active ? removeFromWishlist(productId) : addToWishlist(productId));
      }}
      className={
        variant === 'card'
          ? 'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:scale-105'
          : 'btn btn-outline h-12 w-12 p-0'
      }
    >
      <Heart aria-hidden className={`h-5 w-5 ${active ? 'fill-rose-500 text-rose-500' : 'text-ink'}`} />
    </button>
  );
}
