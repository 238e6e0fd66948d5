import type { SizeVariant } from '@/models/catalog';
import type { ApiProduct, ApiSizeVariant, ProductDimensions } from './types';

/** A product's price columns as the server reads them. */
type PaiseProduct = {
  regularPricePaise: number | null;
  salePricePaise: number | null;
  pricePaise: number | null;
  sizeVariants: Record<string, SizeVariant> | null;
};

/** A size's own prices in paise (a King bed's), else the product's: what an order line records. */
export function sizePricesPaiseOf(
  product: PaiseProduct,
  size: string,
): { regularPricePaise: number | null; salePricePaise: number | null } {
  const variants = product.sizeVariants;
  // Own keys only: a size named like an Object method must not read the prototype.
  const variant = variants && Object.hasOwn(variants, size) ? variants[size] : undefined;
  if (!variant || product.pricePaise == null) {
    return { regularPricePaise: product.regularPricePaise, salePricePaise: product.salePricePaise };
  }
  return { regularPricePaise: variant.regularPricePaise, salePricePaise: variant.salePricePaise };
}

/**
 * The server's price of one unit of a size, in paise: the size's own (a King bed costs more than a
 * Single), else the product's; null when the product has no price. Orders and coupon previews use it.
 */
export function unitPricePaiseOf(product: PaiseProduct, size: string): number | null {
  if (product.pricePaise == null) return null;
  const { regularPricePaise, salePricePaise } = sizePricesPaiseOf(product, size);
  return salePricePaise ?? regularPricePaise;
}

type Priced = Pick<ApiProduct, 'price' | 'regularPrice' | 'dimensions' | 'sizeVariants'>;

/** The size's own price and dimensions, or null when the size is sold at the product's price. */
export function sizeVariantOf(
  product: Pick<ApiProduct, 'sizeVariants'>,
  size: string,
): ApiSizeVariant | null {
  return product.sizeVariants.find((v) => v.size === size) ?? null;
}

/** What one unit of a size costs in rupees: the size's own price, else the product's (null: not for sale). */
export function unitPriceOf(product: Priced, size: string): number | null {
  if (product.price == null) return null;
  return sizeVariantOf(product, size)?.price ?? product.price;
}

/** The regular (struck-through) price of a size, else the product's. */
export function regularPriceOf(product: Priced, size: string): number | null {
  return sizeVariantOf(product, size)?.regularPrice ?? product.regularPrice;
}

/** The dimensions of a size: its own measures, each missing one taken from the product. */
export function dimensionsOf(product: Priced, size: string): ProductDimensions | null {
  const v = sizeVariantOf(product, size);
  if (!v) return product.dimensions;
  const base = product.dimensions;
  return {
    width: v.dimensions.width ?? base?.width ?? null,
    depth: v.dimensions.depth ?? base?.depth ?? null,
    height: v.dimensions.height ?? base?.height ?? null,
  };
}

/** True when the sizes are not all one price, so a listing says "from" before the cheapest. */
export function pricedBySize(product: Pick<ApiProduct, 'price' | 'sizeVariants'>): boolean {
  if (product.price == null) return false;
  return product.sizeVariants.some((v) => v.price !== product.price);
}

/** "173 × 205 × 95 cm" (a missing measure as –). */
export function dimensionsText(d: ProductDimensions): string {
  return `${[d.width, d.depth, d.height].map((v) => (v == null ? '–' : `${v}`)).join(' × ')} cm`;
}
