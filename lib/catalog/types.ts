import type { ProductVisibility } from '@/models/catalog';

/** Catalogue visibility values; mirrors `productVisibility` in models without importing server code. */
export const visibilityValues = [
  'visible',
  'catalog',
  'search',
  'hidden',
] as const satisfies readonly ProductVisibility[];

/** Sort orders of the product listing; 'relevant' ranks by search when there is a search text. */
export const productSorts = [
  'relevant',
  'low-high',
  'high-low',
  'name-asc',
  'name-desc',
  'featured',
  'rating',
  'newest',
  'discount',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** Labels for the sort dropdown, in the order the spec lists them. */
export const productSortLabels: Record<ProductSort, string> = {
  relevant: 'Relevance',
  'low-high': 'Price: Low to High',
  'high-low': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  featured: 'Featured',
  rating: 'Top Rated',
  newest: 'Newest',
  discount: 'Better discount',
};

export type ProductDimensions = { width: number | null; depth: number | null; height: number | null };

/** One size's own price (rupees) and dimensions (cm; a null measure is the product's). */
export type ApiSizeVariant = {
  size: string;
  regularPrice: number;
  salePrice: number | null;
  /** salePrice if set, else regularPrice. */
  price: number;
  dimensions: ProductDimensions;
};

/** A product as the API and the UI see it (spec section 3): money in rupees, weight in kg. */
export type ApiProduct = {
  _id: string;
  slug: string;
  name: string;
  /** Image paths, first one is the main image. */
  image: string[];
  regularPrice: number | null;
  salePrice: number | null;
  /** Effective price: salePrice if set, else regularPrice; null means 'Price not available'. */
  price: number | null;
  shortDescription: string;
  description: string;
  category: string;
  subCategory: string;
  categories: string[];
  tags: string[];
  colors: string[];
  sizes: string[];
  /**
   * Sizes with their own price and dimensions (a Queen bed against a King), in the order of `sizes`;
   * empty when every size costs the product's price. regularPrice/salePrice/price are then the
   * cheapest size's: the "from" price.
   */
  sizeVariants: ApiSizeVariant[];
  seller: string;
  /** Kilograms. */
  weight: number | null;
  /** Centimetres; null when no dimension is recorded. */
  dimensions: ProductDimensions | null;
  rating: number;
  averageRating: number;
  totalReviews: number;
  isFeatured: boolean;
  /** Can be bought now: the owner's in-stock flag and, when stock is tracked, stock above 0. */
  inStock: boolean;
  /** Units on hand; null when stock is not tracked. */
  stock: number | null;
  allowCustomerReviews: boolean;
  published: boolean;
  visibilityInCatalog: ProductVisibility;
  hsnCode: string | null;
  gstRatePercent: number;
  /** Creation time in epoch milliseconds (the original API's `date`). */
  date: number;
  /** Creation time, ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /**
   * The main photo of each colour that has photos of its own. Only in the batch answer the cart and the
   * wishlist read (`/api/product/batch`), so a cart line shows the colour it holds; listings leave it out.
   */
  colourPhotos?: Record<string, string>;
};

/** A product for server code: the API shape plus exact integer paise for cart, order and price logic. */
export type Product = ApiProduct & {
  regularPricePaise: number | null;
  salePricePaise: number | null;
  pricePaise: number | null;
};

/** How a search text was understood, for the "Showing results for…" line and the no-match page. */
export type SearchSummary = {
  /** The search text as typed. */
  query: string;
  /**
   * What was searched instead when nothing matched as typed: corrected words ("t-shirt" for
   * "tshrit"), words that matched nothing left out, or " or " between words when no product has
   * them all. Null when the words matched as typed (or through their synonyms).
   */
  correctedQuery: string | null;
  /** The query with each word named by its synonym group ("kurta" for "कुर्ता"), when that differs. */
  understoodAs: string | null;
  /** False when no product matched, even after corrections: the products are then empty. */
  matched: boolean;
  /** When nothing matched: catalogue words close to the ones typed, worth searching instead. */
  suggestions: string[];
  /** Words of the search that matched no product at all (not even corrected): said, and left out. */
  unmatched: string[];
  /** Set when no product has every word: the word (the kind of product) the results are for. */
  partial: string | null;
  /** Words taken as filters rather than searched: a price ("under 1000") or a group ("men"). */
  filters: string[];
};

export type ProductPage = {
  products: Product[];
  /** Matching products, exact unless `totalCapped`: then at least this many (the count stops there). */
  total: number;
  /** True when more products match than were counted (shown as "1,000+ products"). */
  totalCapped: boolean;
  page: number;
  limit: number;
  totalPages: number;
  /** Present when the filters have search words. */
  search?: SearchSummary;
};

/** A product offered while a shopper types in the search box. */
export type ProductSuggestion = {
  _id: string;
  name: string;
  href: string;
  image: string | null;
  price: number | null;
  category: string;
};
export type CategorySuggestion = { name: string; href: string };

/** What the search box offers while a shopper types. */
export type SearchSuggestions = {
  query: string;
  /** The words the products were found for when the typed ones found nothing ("t-shirt" for "tshrit"). */
  correctedQuery: string | null;
  categories: CategorySuggestion[];
  products: ProductSuggestion[];
};

export type PriceBounds = { min: number; max: number };
