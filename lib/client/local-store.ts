/** The visitor's cart and wishlist kept in the browser (spec section 4), read defensively. */
export type CartData = Record<string, Record<string, number>>;

export const LOCAL_CART_KEY = 'cartItems';
export const LOCAL_WISHLIST_KEY = 'wishlist';

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function readLocalCart(): CartData {
  const value = read(LOCAL_CART_KEY);
  const cart: CartData = {};
  if (!value || typeof value !== 'object') return cart;
  for (const [productId, sizes] of Object.entries(value as Record<string, unknown>)) {
    if (!sizes || typeof sizes !== 'object') continue;
    for (const [size, qty] of Object.entries(sizes as Record<string, unknown>)) {
      if (typeof qty === 'number' && Number.isInteger(qty) && qty > 0) (cart[productId] ??= {})[size] = qty;
    }
  }
  return cart;
}

export function readLocalWishlist(): string[] {
  const value = read(LOCAL_WISHLIST_KEY);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function writeLocal(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the in-memory copy still works for this visit.
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Sets one line's quantity, dropping the line (and the product) at 0. */
export function withQuantity(cart: CartData, productId: string, size: string, quantity: number): CartData {
  const next: CartData = { ...cart, [productId]: { ...cart[productId] } };
  const sizes = next[productId]!;
  if (quantity > 0) sizes[size] = quantity;
  else delete sizes[size];
  if (Object.keys(sizes).length === 0) delete next[productId];
  return next;
}

export function countCartItems(cart: CartData): number {
  let n = 0;
  for (const sizes of Object.values(cart)) for (const q of Object.values(sizes)) n += q;
  return n;
}
