'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '@/components/providers/toast';
import { MAX_LINE_QUANTITY } from '@/lib/cart/shared/types';
import { SESSION_HINT_COOKIE } from '@/lib/accounts/shared/cookies';
import { apiCall, type ApiAnswer } from '@/lib/browser/api';
import {
  cartKey,
  countCartItems,
  fromApiCartLines,
  LOCAL_WISHLIST_KEY,
  readLocalCart,
  readLocalWishlist,
  removeLocal,
  removeLocalCart,
  toApiCartLines,
  toSpecCartData,
  withQuantity,
  writeLocal,
  writeLocalCart,
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

/** The server cart's own words for the per-line cap (lib/cart). */
const LINE_CAP_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of this item in your cart.`;

function hasSessionHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** The one client-side copy of the session, cart and wishlist; pages stay shopper-independent HTML. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState<ShopUser | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [cart, setCart] = useState<CartData>({});
  const [wishlist, setWishlist] = useState<string[]>([]);
  const [showSearch, setShowSearch] = useState(false);
  // Cart writes carry absolute quantities: send them one after another so the last click wins on the server too.
  const cartQueue = useRef<Promise<unknown>>(Promise.resolve());
  const inOrder = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const run = cartQueue.current.then(task, task);
    cartQueue.current = run.catch(() => undefined);
    return run;
  }, []);

  const loadServerCopies = useCallback(async () => {
    const [cartAnswer, wishAnswer] = await Promise.all([
      apiCall<{ cartLines: ApiCartLine[] }>('/api/cart/lines', { body: {} }),
      apiCall<{ wishlist: string[] }>('/api/wishlist/get'),
    ]);
    if (cartAnswer.success) setCart(fromApiCartLines(cartAnswer.cartLines));
    else toast.error(cartAnswer.message);
    if (wishAnswer.success) setWishlist(wishAnswer.wishlist);
  }, []);

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
  }, [loadServerCopies]);

  useEffect(() => {
    // Reading the browser's cookie and storage can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

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
      if (!user) {
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
    [cart, user, inOrder],
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
      if (!user) {
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
    [cart, user, inOrder],
  );

  const clearCartLocally = useCallback(() => {
    setCart({});
    removeLocalCart();
  }, []);

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
      if (!user) {
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
    [wishlist, user],
  );

  const removeFromWishlist = useCallback(
    async (productId: string) => {
      const before = wishlist;
      const next = wishlist.filter((id) => id !== productId);
      setWishlist(next);
      if (!user) {
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
    [wishlist, user],
  );

  const clearWishlist = useCallback(async () => {
    const before = wishlist;
    setWishlist([]);
    if (!user) {
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
  }, [wishlist, user]);

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
    [],
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
  }, [router]);

  const value = useMemo<ShopContextValue>(
    () => ({
      user,
      status,
      cart,
      cartCount: countCartItems(cart),
      wishlist,
      addToCart,
      setQuantity,
      clearCartLocally,
      isWishlisted,
      addToWishlist,
      removeFromWishlist,
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
      addToCart,
      setQuantity,
      clearCartLocally,
      isWishlisted,
      addToWishlist,
      removeFromWishlist,
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
