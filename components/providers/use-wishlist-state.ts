'use client';

import { useCallback, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { apiCall } from '@/lib/browser/api';
import { LOCAL_WISHLIST_KEY, removeLocal, writeLocal } from '@/lib/browser/local-store';

/**
 * The wishlist piece of the shop provider: newest first, kept in local storage for a visitor and written
 * through to the server for a signed-in shopper (rolled back when the server refuses).
 */
export function useWishlistState(signedIn: boolean) {
  const [wishlist, setWishlist] = useState<string[]>([]);

  const isWishlisted = useCallback((productId: string) => wishlist.includes(productId), [wishlist]);

  const addToWishlist = useCallback(
    async (productId: string) => {
      if (wishlist.includes(productId)) {
        toast.info('Product already in wishlist!');
        return;
      }
      const before = wishlist;
      const next = [productId, ...wishlist];
      setWishlist(next);
      if (!signedIn) {
        writeLocal(LOCAL_WISHLIST_KEY, next);
        toast.success('❤️ Added to wishlist!');
        return;
      }
      const answer = await apiCall('/api/wishlist/add', { body: { productId } });
      if (answer.success) toast.success('❤️ Added to wishlist!');
      else if (answer.status === 409) toast.info('Product already in wishlist!');
      else {
        setWishlist(before);
        toast.error('Failed to add to wishlist');
      }
    },
    [wishlist, signedIn],
  );

  const removeFromWishlist = useCallback(
    async (productId: string) => {
      const before = wishlist;
      const next = wishlist.filter((id) => id !== productId);
      setWishlist(next);
      if (!signedIn) {
        writeLocal(LOCAL_WISHLIST_KEY, next);
        toast.success('💔 Removed from wishlist');
        return;
      }
      const answer = await apiCall('/api/wishlist/remove', { body: { productId } });
      if (answer.success) toast.success('💔 Removed from wishlist');
      else {
        setWishlist(before);
        toast.error('Failed to remove from wishlist');
      }
    },
    [wishlist, signedIn],
  );

  const clearWishlist = useCallback(async () => {
    const before = wishlist;
    setWishlist([]);
    if (!signedIn) {
      removeLocal(LOCAL_WISHLIST_KEY);
      toast.success('Wishlist cleared');
      return;
    }
    const answer = await apiCall('/api/wishlist/clear', { body: {} });
    if (answer.success) toast.success('Wishlist cleared');
    else {
      setWishlist(before);
      toast.error(answer.message);
    }
  }, [wishlist, signedIn]);

  return { wishlist, setWishlist, isWishlisted, addToWishlist, removeFromWishlist, clearWishlist };
}
