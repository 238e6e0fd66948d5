import { MAX_LINE_QUANTITY } from '@/lib/cart/types';
import type { ApiProduct } from '@/lib/catalog/types';
import { unitPriceOf } from '@/lib/catalog/shared/size-variants';
import { splitCartKey, type CartData } from '@/lib/browser/local-store';

export type CartLine = {
  productId: string;
  /** The line's key in CartData (size and colour). */
  key: string;
  size: string;
  /** The colour as saved ('' when the product has none, or for a line saved before colours). */
  color: string;
  quantity: number;
  product: ApiProduct | undefined;
  /** Rupees for one unit of the line's size (a size's own price, else the product's), as the server charges. */
  unitPrice: number | null;
  /** False when the product is gone, unpublished, out of stock or has no price: shown, never charged. */
  available: boolean;
};

/** Cart map to display lines, in a stable order; lines with quantity 0 are skipped. */
export function toCartLines(cart: CartData, products: Map<string, ApiProduct>): CartLine[] {
  const lines: CartLine[] = [];
  for (const [productId, sizes] of Object.entries(cart)) {
    for (const [key, quantity] of Object.entries(sizes)) {
      if (quantity <= 0) continue;
      const product = products.get(productId);
      const available = !!product && product.published && product.inStock && product.price != null;
      const { size, color } = splitCartKey(key);
      const unitPrice = product ? unitPriceOf(product, size) : null;
      lines.push({ productId, key, size, color, quantity, product, unitPrice, available });
    }
  }
  return lines;
}

/** Subtotal in paise of the lines that can be bought (prices are rupees with at most 2 decimals). */
export function cartSubtotalPaise(lines: CartLine[]): number {
  return lines.reduce(
    (sum, l) => (l.available && l.unitPrice != null ? sum + Math.round(l.unitPrice * 100) * l.quantity : sum),
    0,
  );
}

/**
 * The most a line may hold: the cart's per-line cap (the same constant the server's cart and orders
 * apply), and no more than the product's tracked stock less what its other sizes and colours already take
 * (stock per colour and size is the server's to check).
 */
export function lineMaxQuantity(
  cart: CartData,
  line: Pick<CartLine, 'productId' | 'key' | 'product'>,
): number {
  const stock = line.product?.stock;
  if (stock == null) return MAX_LINE_QUANTITY;
  const otherSizes = Object.entries(cart[line.productId] ?? {})
    .filter(([key]) => key !== line.key)
    .reduce((sum, [, quantity]) => sum + quantity, 0);
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, stock - otherSizes));
}

/** "Colour: Rust · Size: M" for a line, leaving out what the product does not have. */
export function lineOptionsText(line: Pick<CartLine, 'size' | 'color' | 'product'>): string {
  // A line saved without a colour is the product's first colour, as the server stores it.
  const color = line.color || line.product?.colors[0];
  return [color ? `Colour: ${color}` : '', line.size !== 'default' ? `Size: ${line.size}` : '']
    .filter(Boolean)
    .join(' · ');
}

/** The photo of a line: its colour's own when the product has one, the product's main photo otherwise. */
export function linePhoto(line: Pick<CartLine, 'color' | 'product'>): string | undefined {
  const p = line.product;
  if (!p) return undefined;
  // A line saved without a colour is the product's first colour, as the server stores it.
  const color = line.color || p.colors[0];
  return (color ? p.colourPhotos?.[color] : undefined) ?? p.image[0];
}
