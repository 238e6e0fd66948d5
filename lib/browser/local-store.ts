/** The visitor's cart and wishlist kept in the browser (spec section 4), read defensively. */

/**
 * The client's cart: productId → line key → quantity, where the line key is the size, followed by the
 * colour after a separator no size contains when the line has one (`cartKey`). A cart saved before
 * colours (plain sizes) reads as lines without a colour: the server gives them the product's first one.
 */
export type CartData = Record<string, Record<string, number>>;

const COLOUR_SEPARATOR = '\u001f';

/** The line key of a size and colour in `CartData`. */
export function cartKey(size: string, color = ''): string {
  return color ? `${size}${COLOUR_SEPARATOR}${color}` : size;
}

/** The size and colour of a line key. */
export function splitCartKey(key: string): { size: string; color: string } {
  const at = key.indexOf(COLOUR_SEPARATOR);
  return at < 0 ? { size: key, color: '' } : { size: key.slice(0, at), color: key.slice(at + 1) };
}

/** A line as the API's `cartLines` lists it. */
export type ApiCartLine = { itemId: string; size: string; color: string; quantity: number };

/** The API's lines to the client's map. */
export function fromApiCartLines(lines: readonly ApiCartLine[]): CartData {
  const cart: CartData = {};
  for (const l of lines) (cart[l.itemId] ??= {})[cartKey(l.size, l.color)] = l.quantity;
  return cart;
}

/** The client's map to the API's lines (the sign-in merge sends these). */
export function toApiCartLines(cart: CartData): ApiCartLine[] {
  return Object.entries(cart).flatMap(([itemId, keys]) =>
    Object.entries(keys).map(([key, quantity]) => ({ itemId, ...splitCartKey(key), quantity })),
  );
}

/** The client's map to the spec's `cartData` (colours of a size added up), for clients that read only that. */
export function toSpecCartData(cart: CartData): CartData {
  const spec: CartData = {};
  for (const l of toApiCartLines(cart)) {
    const sizes = (spec[l.itemId] ??= {});
    sizes[l.size] = (sizes[l.size] ?? 0) + l.quantity;
  }
  return spec;
}

export const LOCAL_CART_KEY = 'cartItems';
/** The same cart with each line's colour (line keys from `cartKey`); `cartItems` keeps the spec's shape. */
export const LOCAL_CART_LINES_KEY = 'cartLines';
export const LOCAL_WISHLIST_KEY = 'wishlist';

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** The visitor's cart: the lines with colours when saved, else the spec's map (a cart saved before colours). */
export function readLocalCart(): CartData {
  const value = read(LOCAL_CART_LINES_KEY) ?? read(LOCAL_CART_KEY);
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

/** Sets one line's quantity (`key` from `cartKey`), dropping the line (and the product) at 0. */
export function withQuantity(cart: CartData, productId: string, key: string, quantity: number): CartData {
  const next: CartData = { ...cart, [productId]: { ...cart[productId] } };
  const sizes = next[productId]!;
  if (quantity > 0) sizes[key] = quantity;
  else delete sizes[key];
  if (Object.keys(sizes).length === 0) delete next[productId];
  return next;
}

export function countCartItems(cart: CartData): number {
  let n = 0;
  for (const sizes of Object.values(cart)) for (const q of Object.values(sizes)) n += q;
  return n;
}

/** Saves the visitor's cart: the spec's map under `cartItems`, the lines with colours under `cartLines`. */
export function writeLocalCart(cart: CartData): void {
  writeLocal(LOCAL_CART_KEY, toSpecCartData(cart));
  writeLocal(LOCAL_CART_LINES_KEY, cart);
}

export function removeLocalCart(): void {
  removeLocal(LOCAL_CART_KEY);
  removeLocal(LOCAL_CART_LINES_KEY);
}
