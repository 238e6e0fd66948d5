'use client';

import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { apiCall } from '@/lib/browser/api';
import {
  cartKey,
  removeLocalCart,
  withQuantity,
  writeLocalCart,
  type CartData,
} from '@/lib/browser/local-store';
import { MAX_LINE_QUANTITY } from '@/lib/cart/shared/types';

/** The server cart's own words for the per-line cap (lib/cart). */
const LINE_CAP_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`;

/**
 * The cart piece of the shop provider: one optimistic copy, kept in local storage for a visitor and
 * written through to the server for a signed-in shopper (rolled back when the server refuses).
 */
export function useCartState(signedIn: boolean) {
  const [cart, setCart] = useState<CartData>({});
  // Cart writes carry absolute quantities: send them one after another so the last click wins on the server too.
  const cartQueue = useRef<Promise<unknown>>(Promise.resolve());
  const inOrder = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = cartQueue.current.then(task, task);
    cartQueue.current = run.catch(() => undefined);
    return run;
  }, []);

  const setQuantity = useCallback(
    async (productId: string, size: string, quantity: number, color = '') => {
      // The server refuses more for a signed-in shopper; a visitor's local cart keeps the same cap.
      if (quantity > MAX_LINE_QUANTITY) {
        toast.error(LINE_CAP_MESSAGE);
        return false;
      }
      const before = cart;
      const next = withQuantity(cart, productId, cartKey(size, color), quantity);
      setCart(next);
      if (!signedIn) {
        writeLocalCart(next);
        return true;
      }
      const answer = await inOrder(() =>
        apiCall('/api/cart/update', {
          body: { itemId: productId, size, ...(color ? { color } : {}), quantity },
        }),
      );
      if (!answer.success) {
        setCart(before);
        toast.error(answer.message);
        return false;
      }
      return true;
    },
    [cart, signedIn, inOrder],
  );

  const addToCart = useCallback(
    async (productId: string, size: string, color = '') => {
      const before = cart;
      const key = cartKey(size, color);
      const quantity = (cart[productId]?.[key] ?? 0) + 1;
      if (quantity > MAX_LINE_QUANTITY) {
        toast.error(LINE_CAP_MESSAGE);
        return false;
      }
      const next = withQuantity(cart, productId, key, quantity);
      setCart(next);
      if (!signedIn) {
        writeLocalCart(next);
      } else {
        const answer = await inOrder(() =>
          apiCall('/api/cart/add', { body: { itemId: productId, size, ...(color ? { color } : {}) } }),
        );
        if (!answer.success) {
          setCart(before);
          toast.error(answer.message);
          return false;
        }
      }
      toast.success('✅ Added to cart!');
      return true;
    },
    [cart, signedIn, inOrder],
  );

  const clearCartLocally = useCallback(() => {
    setCart({});
    removeLocalCart();
  }, []);

  return { cart, setCart, setQuantity, addToCart, clearCartLocally };
}
