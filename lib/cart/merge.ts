import {
  DEFAULT_SIZE,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  NO_COLOR,
  variantKey,
  type ApiCartLine,
  type CartLine,
  type CartProduct,
} from './types';

/** The size a line is stored under, or null when the product does not come in that size. */
export function resolveSize(product: Pick<CartProduct, 'sizes'>, size: string): string | null {
  const wanted = size.trim();
  if (product.sizes.length === 0) return wanted === DEFAULT_SIZE ? DEFAULT_SIZE : null;
  return product.sizes.includes(wanted) ? wanted : null;
}

/**
 * The colour a line is stored under: the product's own spelling of the colour asked for (any case), its
 * first colour when none is asked for (the original clients send none), '' for a product without
 * colours; null when the product does not come in that colour.
 */
export function resolveColor(product: Pick<CartProduct, 'colors'>, color: string | undefined): string | null {
  const wanted = (color ?? '').trim().toLowerCase();
  if (product.colors.length === 0) return wanted === '' ? NO_COLOR : null;
  if (wanted === '') return product.colors[0] ?? NO_COLOR;
  return product.colors.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** Units of one colour and size that may be sold: the variant's stock, 0 for a missing variant, null if untracked. */
export function variantStock(
  product: Pick<CartProduct, 'variants'>,
  color: string,
  size: string,
): number | null {
  if (!product.variants) return null;
  return product.variants.get(variantKey(color, size)) ?? 0;
}

const validQuantity = (q: unknown): q is number => typeof q === 'number' && Number.isInteger(q) && q > 0;

/**
 * Flattens an untrusted local cart into lines with positive whole quantities: the spec's map
 * (productId → size → quantity, no colour: the product's first) or, when given, the list of lines with
 * colours that the store's own client sends as `cartLines`.
 */
export function localCartLines(
  cartData: Record<string, unknown>,
  maxLines = 500,
  list?: unknown[],
): CartLine[] {
  const lines: CartLine[] = [];
  if (list) {
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const { itemId, size, color, quantity } = item as Partial<Record<keyof ApiCartLine, unknown>>;
      if (typeof itemId !== 'string' || !itemId || itemId.length > 64) continue;
      if (typeof size !== 'string' || !size || size.length > 40) continue;
      if (color !== undefined && (typeof color !== 'string' || color.length > 40)) continue;
      if (!validQuantity(quantity)) continue;
      lines.push({ productId: itemId, size, color: color ?? NO_COLOR, quantity });
      if (lines.length >= maxLines) return lines;
    }
    return lines;
  }
  for (const [productId, sizes] of Object.entries(cartData)) {
    if (!productId || productId.length > 64) continue;
    if (typeof sizes !== 'object' || sizes === null || Array.isArray(sizes)) continue;
    for (const [size, quantity] of Object.entries(sizes)) {
      if (!validQuantity(quantity)) continue;
      if (!size || size.length > 40) continue;
      lines.push({ productId, size, color: NO_COLOR, quantity });
      if (lines.length >= maxLines) return lines;
    }
  }
  return lines;
}

export type CartMergePlan = {
  /** Lines to write with their new quantity (only lines that change). */
  changes: CartLine[];
  /** Local lines dropped: unknown, unpublished or out-of-stock product, wrong size or colour, or a full cart. */
  skipped: number;
};

const lineKey = (productId: string, size: string, color: string) => `${productId}\u0000${size}\u0000${color}`;

/**
 * Adds a local cart to the server cart: quantities add up, capped per line and by tracked stock (the
 * product's, and the variant's when it keeps stock per colour and size; never below what the server cart
 * already holds); invalid lines are skipped; the cart keeps at most MAX_CART_LINES lines.
 */
export function planCartMerge(
  server: readonly CartLine[],
  local: readonly CartLine[],
  products: ReadonlyMap<string, CartProduct>,
  limits = { maxLineQuantity: MAX_LINE_QUANTITY, maxLines: MAX_CART_LINES },
): CartMergePlan {
  const quantities = new Map<string, number>();
  const productTotals = new Map<string, number>();
  for (const line of server) {
    quantities.set(lineKey(line.productId, line.size, line.color), line.quantity);
    productTotals.set(line.productId, (productTotals.get(line.productId) ?? 0) + line.quantity);
  }
  const changed = new Map<string, CartLine>();
  let skipped = 0;
  for (const line of local) {
    const product = products.get(line.productId);
    const size = product ? resolveSize(product, line.size) : null;
    const color = product ? resolveColor(product, line.color) : null;
    if (!product || !product.published || !product.available || size === null || color === null) {
      skipped++;
      continue;
    }
    const key = lineKey(product.id, size, color);
    const existing = quantities.get(key) ?? 0;
    if (existing === 0 && quantities.size >= limits.maxLines) {
      skipped++;
      continue;
    }
    let next = Math.min(existing + line.quantity, limits.maxLineQuantity);
    if (product.stock !== null) {
      const otherLines = (productTotals.get(product.id) ?? 0) - existing;
      next = Math.min(next, Math.max(0, product.stock - otherLines));
    }
    const variant = variantStock(product, color, size);
    if (variant !== null) next = Math.min(next, variant);
    if (next <= existing) {
      if (existing === 0) skipped++;
      continue;
    }
    quantities.set(key, next);
    productTotals.set(product.id, (productTotals.get(product.id) ?? 0) - existing + next);
    changed.set(key, { productId: product.id, size, color, quantity: next });
  }
  return { changes: [...changed.values()], skipped };
}

/** Lines to the spec's map shape; the colours of one size add up, so original clients see what they always saw. */
export function toCartData(lines: readonly CartLine[]): Record<string, Record<string, number>> {
  const cart: Record<string, Record<string, number>> = {};
  for (const line of lines) {
    const sizes = (cart[line.productId] ??= {});
    sizes[line.size] = (sizes[line.size] ?? 0) + line.quantity;
  }
  return cart;
}

/** Lines as the API's `cartLines` field shows them (with colour). */
export function toApiCartLines(lines: readonly CartLine[]): ApiCartLine[] {
  return lines.map((l) => ({ itemId: l.productId, size: l.size, color: l.color, quantity: l.quantity }));
}
