'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/providers/toast';
import { useCartState } from './use-cart-state';
import { useSessionGate } from './use-session-gate';
import { useWishlistState } from './use-wishlist-state';
import { SESSION_HINT_COOKIE } from '@/lib/accounts/shared/cookies';
import { apiCall, type ApiAnswer } from '@/lib/browser/api';
import {
  countCartItems,
  fromApiCartLines,
  LOCAL_WISHLIST_KEY,
  readLocalCart,
  readLocalWishlist,
  removeLocal,
  removeLocalCart,
  toApiCartLines,
  toSpecCartData,
  type ApiCartLine,
  type CartData,
} from '@/lib/browser/local-store';

export type ShopUser = { _id?: string; name: string; email: string; role?: 'customer' | 'admin' };
/** The login and register answer (app/api/user/login): the spec's fields plus the merged copies. */
export type SignInAnswer = ApiAnswer<{ user: ShopUser; cartLines: ApiCartLine[]; wishlist: string[] }>;
type Status = 'loading' | 'ready';

type ShopContextValue = {
  user: ShopUser | null;
  status: Status;
  cart: CartData;
  cartCount: number;
  wishlist: string[];
  /** Adds one unit; `color` '' when the product has none (or to take its first colour). */
  addToCart: (productId: string, size: string, color?: string) => Promise<boolean>;
  setQuantity: (productId: string, size: string, quantity: number, color?: string) => Promise<boolean>;
  clearCartLocally: () => void;
  isWishlisted: (productId: string) => boolean;
  addToWishlist: (productId: string) => Promise<void>;
  removeFromWishlist: (productId: string) => Promise<void>;
  clearWishlist: () => Promise<void>;
  /**
   * Logs in or signs up with the visitor's cart and wishlist in the same call (merged into the account's);
   * the answer carries the user, the merged cart and the wishlist, so nothing else is fetched.
   */
  signIn: (
    path: '/api/user/login' | '/api/user/register',
    credentials: Record<string, string>,
  ) => Promise<SignInAnswer>;
  logout: () => Promise<void>;
  refresh: () => Promise<void>;
  showSearch: boolean;
  setShowSearch: (show: boolean) => void;
};

const ShopContext = createContext<ShopContextValue | null>(null);

function hasSessionHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * The one client-side copy of the session, cart and wishlist; pages stay shopper-independent HTML. This
 * file holds the session (user, sign-in, sign-out, reload); the cart and wishlist pieces are
 * ./use-cart-state.ts and ./use-wishlist-state.ts.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState<ShopUser | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [showSearch, setShowSearch] = useState(false);
  const { cart, setCart, setQuantity, addToCart, clearCartLocally } = useCartState(user !== null);
  const { wishlist, setWishlist, isWishlisted, addToWishlist, removeFromWishlist, clearWishlist } =
    useWishlistState(user !== null);

  const loadServerCopies = useCallback(async () => {
    const [cartAnswer, wishAnswer] = await Promise.all([
      apiCall<{ cartLines: ApiCartLine[] }>('/api/cart/lines', { body: {} }),
      apiCall<{ wishlist: string[] }>('/api/wishlist/get'),
    ]);
    if (cartAnswer.success) setCart(fromApiCartLines(cartAnswer.cartLines));
    else toast.error(cartAnswer.message);
    if (wishAnswer.success) setWishlist(wishAnswer.wishlist);
  }, [setCart, setWishlist]);

  const refresh = useCallback(async () => {
    if (!hasSessionHint()) {
      setUser(null);
      setCart(readLocalCart());
      setWishlist(readLocalWishlist());
      setStatus('ready');
      return;
    }
    const info = await apiCall<{ user: ShopUser }>('/api/user/info');
    if (info.success) {
      setUser(info.user);
      await loadServerCopies();
    } else {
      // An expired or revoked session: carry on as a visitor with the local copies.
      if (info.status !== 401) toast.error(info.message);
      setUser(null);
      setCart(readLocalCart());
      setWishlist(readLocalWishlist());
    }
    setStatus('ready');
  }, [loadServerCopies, setCart, setWishlist]);

  useEffect(() => {
    // Reading the browser's cookie and storage can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  const signIn = useCallback(
    async (path: '/api/user/login' | '/api/user/register', credentials: Record<string, string>) => {
      const localCart = readLocalCart();
      const localWishlist = readLocalWishlist();
      const answer: SignInAnswer = await apiCall(path, {
        body: {
          ...credentials,
          ...(Object.keys(localCart).length > 0
            ? { cart: { cartData: toSpecCartData(localCart), cartLines: toApiCartLines(localCart) } }
            : {}),
          ...(localWishlist.length > 0 ? { wishlist: localWishlist } : {}),
        },
      });
      if (!answer.success) return answer;
      removeLocalCart();
      removeLocal(LOCAL_WISHLIST_KEY);
      setUser(answer.user);
      setCart(fromApiCartLines(answer.cartLines));
      setWishlist(answer.wishlist);
      setStatus('ready');
      return answer;
    },
    [setCart, setWishlist],
  );

  const logout = useCallback(async () => {
    await apiCall('/api/user/logout', { body: {} });
    setUser(null);
    setCart({});
    setWishlist([]);
    removeLocalCart();
    removeLocal(LOCAL_WISHLIST_KEY);
    router.push('/');
    router.refresh();
  }, [router, setCart, setWishlist]);

  const writes = useSessionGate(status === 'ready', {
    addToCart,
    setQuantity,
    addToWishlist,
    removeFromWishlist,
  });

  const value = useMemo<ShopContextValue>(
    () => ({
      user,
      status,
      cart,
      cartCount: countCartItems(cart),
      wishlist,
      ...writes,
      clearCartLocally,
      isWishlisted,
      clearWishlist,
      signIn,
      logout,
      refresh,
      showSearch,
      setShowSearch,
    }),
    [
      showSearch,
      user,
      status,
      cart,
      wishlist,
      writes,
      clearCartLocally,
      isWishlisted,
      clearWishlist,
      signIn,
      logout,
      refresh,
    ],
  );

  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside <ShopProvider>');
  return value;
}
