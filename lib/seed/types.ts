import type { NewProductRow, ProductVisibility, SizeVariant } from '@/models';
import type { ShapeKey } from './art/registry';

export type Catalogue = 'fashion' | 'furniture';
export const catalogues: readonly Catalogue[] = ['fashion', 'furniture'];

/** A seeded product: the row to upsert plus what the seed needs to draw its photos and date it. */
export type SeedProduct = Required<
  Pick<
    NewProductRow,
    | 'id'
    | 'slug'
    | 'name'
    | 'shortDescription'
    | 'description'
    | 'nameHi'
    | 'shortDescriptionHi'
    | 'descriptionHi'
    | 'category'
    | 'subCategory'
    | 'categories'
    | 'tags'
    | 'colors'
    | 'sizes'
    | 'images'
    | 'seller'
    | 'regularPricePaise'
    | 'salePricePaise'
    | 'weightGrams'
    | 'widthCm'
    | 'depthCm'
    | 'heightCm'
    | 'hsnCode'
    | 'gstRatePercent'
    | 'isFeatured'
    | 'inStock'
    | 'stock'
    | 'allowCustomerReviews'
    | 'published'
  >
> & {
  visibility: ProductVisibility;
  /** Price and dimensions per size, null when every size is sold at the product's price. */
  sizeVariants: Record<string, SizeVariant> | null;
  shape: ShapeKey;
  /** How long ago the product was listed (sets created_at on first insert). */
  ageDays: number;
};

/** A material (or build) option for a product line, with how it is described and cared for. */
export type Material = {
  /** Shown in names: "Wool-Blend", "Solid Sheesham Wood". */
  name: string;
  /** A phrase for descriptions: "a breathable wool-blend suiting with a soft hand". */
  phrase: string;
  care: string;
  tags?: string[];
};

/** One product line (a sub-category): the combinations the generator draws names and details from. */
export type ProductLine = {
  category: string;
  subCategory: string;
  /** Added after the primary category in `categories` (e.g. "Men", "Accessories"). */
  alsoIn: string[];
  count: number;
  /**
   * Products of this line stay ordinary (published, visible, in stock, not featured): lines added
   * after a catalogue went live use it, so adding them never reshuffles which existing products
   * are featured, hidden, unpriced or out of stock.
   */
  ordinary?: boolean;
  shapes: ShapeKey[];
  /** Product nouns, e.g. "Formal Blazer", "Three Seater Sofa". */
  nouns: string[];
  styles: string[];
  materials: Material[];
  colours: string[];
  /** Shape-specific colours (e.g. bracelets only in metal colours); falls back to `colours`. */
  coloursByShape?: Partial<Record<ShapeKey, string[]>>;
  priceRupees: [number, number];
  sizes: string[][];
  weightGrams: [number, number];
  /** Width, depth, height ranges in cm. */
  dimensionsCm?: [[number, number], [number, number], [number, number]];
  hsnCode: string;
  /** 'apparel' takes the banded rate of the HSN code from lib/orders/shared/gst-rates.ts; a number is a flat rate. */
  gst: 'apparel' | number;
  sellers: string[];
  tags: string[];
  /** Occasion or room phrases for short descriptions. */
  uses: string[];
  /** Verb phrases ending in a full stop ("has a notch lapel and flap pockets."); two are picked per product. */
  features: string[];
  /** Fit or size sentence (may use {w} {d} {h} for dimensions). */
  fit: string[];
  /** Furniture names in one colour end "in Teal Colour" or "in Walnut Finish" (in several, no colour). */
  colourWord?: 'Colour' | 'Finish';
  /** Model names: when set, names read "Aria Velvet Three Seater Sofa in Teal Colour" instead of "Brand Colour Style Material Noun" (no colour for a product in several). */
  models?: string[];
  /**
   * Sizes with their own price and width (beds: a Single is narrower and cheaper than a King). The
   * drawn price and dimensions are the largest size's; each size takes `priceShare` of that price and
   * is `widthLessCm` narrower.
   */
  sizeVariants?: Record<string, { priceShare: number; widthLessCm: number }>;
};
