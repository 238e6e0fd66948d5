'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { toCard } from '@/components/product/card-data';
import { ProductCard } from '@/components/product/product-card';
import { useProducts } from '@/lib/browser/use-products';

/** The wishlist grid: product cards with move-to-cart and remove, or 'Your Wishlist is Empty'. */
export function WishlistView() {
  const { wishlist, status, addToCart, removeFromWishlist, clearWishlist } = useShop();
  const { products, status: loading } = useProducts(wishlist, status === 'ready');
  const router = useRouter();

  if (status !== 'ready' || (loading === 'loading' && wishlist.length > 0)) {
    return <p className="mt-8 text-sm text-muted">Loading your wishlist…</p>;
  }
  const items = wishlist.map((id) => products.get(id)).filter((p) => p !== undefined);
  if (items.length === 0) {
    return (
      <div className="mt-10 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-20 text-center">
        <Heart aria-hidden className="mx-auto h-10 w-10 text-rose-400" />
        <h2 className="mt-4 font-display text-2xl font-semibold">Your Wishlist is Empty</h2>
        <p className="mt-2 text-sm text-muted">
          Tap the heart on anything you love and it will wait for you here.
        </p>
        <Link href="/shop" className="btn btn-primary mt-6">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const moveToCart = async (id: string) => {
    const product = products.get(id);
    if (!product) return;
    if (product.sizes.length > 0) {
      toast.info('Choose a size on the product page to add it to your cart.');
      router.push(`/product/${id}`);
      return;
    }
    if (await addToCart(id, 'default')) await removeFromWishlist(id);
  };

  return (
    <>
      <div className="mt-4 flex items-center justify-between">
        <p className="text-sm text-muted">
          {items.length} saved {items.length === 1 ? 'item' : 'items'}
        </p>
        <button
          type="button"
          className="text-sm font-semibold underline"
          onClick={() => void clearWishlist()}
        >
          Clear wishlist
        </button>
      </div>
      <ul
        className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
        data-testid="wishlist-grid"
      >
        {items.map((p) => (
          <li key={p._id} className="flex flex-col gap-2">
            <ProductCard product={toCard(p)} />
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-primary flex-1 px-2 text-xs"
                disabled={!p.inStock || !p.published}
                onClick={() => void moveToCart(p._id)}
              >
                <ShoppingBag aria-hidden className="h-4 w-4" /> Move to cart
              </button>
              <button
                type="button"
                className="btn btn-outline px-3"
                aria-label={`Remove ${p.name} from wishlist`}
                onClick={() => void removeFromWishlist(p._id)}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
