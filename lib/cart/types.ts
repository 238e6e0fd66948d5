/** The spec's cart shape: productId → size → quantity (size 'default' when the product has none). */
export type CartData = Record<string, Record<string, number>>;

/** One cart line; `color` is '' when the product has no colours. */
export type CartLine = { productId: string; size: string; color: string; quantity: number };

/** A cart line as the API shows it next to `cartData` (which sums the colours of a size). */
export type ApiCartLine = { itemId: string; size: string; color: string; quantity: number };

/** What the cart needs to know about a product to accept a line. */
export type CartProduct = {
  id: string;
  sizes: string[];
  colors: string[];
  /** Stock per `variantKey(color, size)` when the product keeps stock per variant, else null. */
  variants: ReadonlyMap<string, number> | null;
  published: boolean;
  /** In stock by the owner's flag and, when stock is tracked, with units left. */
  available: boolean;
  /** Units on hand; null when stock is not tracked. */
  stock: number | null;
};

export const DEFAULT_SIZE = 'default';
/** The colour of a line whose product has no colours. */
export const NO_COLOR = '';

/** Key of a colour and size in `CartProduct.variants`. */
export const variantKey = (color: string, size: string) => `${color}\u0000${size}`;
/** Most units of one product and size in a cart. */
export const MAX_LINE_QUANTITY = 20;
/** Most lines (product, size and colour) in one cart. */
export const MAX_CART_LINES = 100;
