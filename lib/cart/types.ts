/** The spec's cart shape: productId → size → quantity (size 'default' when the product has none). */
export type CartData = Record<string, Record<string, number>>;

export type CartLine = { productId: string; size: string; quantity: number };

/** What the cart needs to know about a product to accept a line. */
export type CartProduct = {
  id: string;
  sizes: string[];
  published: boolean;
  /** In stock by the owner's flag and, when stock is tracked, with units left. */
  available: boolean;
  /** Units on hand; null when stock is not tracked. */
  stock: number | null;
};

export const DEFAULT_SIZE = 'default';
/** Most units of one product and size in a cart. */
export const MAX_LINE_QUANTITY = 20;
/** Most lines (product and size pairs) in one cart. */
export const MAX_CART_LINES = 100;
