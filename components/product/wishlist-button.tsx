'use client';

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
      className={variant === 'card' ? 'card-heart' : 'btn btn-outline h-12 w-12 p-0'}
    >
      <span
        aria-hidden
        className={`icon h-5 w-5 ${active ? 'icon-heart-filled text-rose-500' : 'icon-heart text-ink'}`}
      />
    </button>
  );
}
