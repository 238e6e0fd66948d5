import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsvector, updatedAt } from './columns';

/**
 * What one size of a product costs and measures (a Queen bed against a King): paise as on the product,
 * centimetres; a null dimension falls back to the product's.
 */
export type SizeVariant = {
  regularPricePaise: number;
  salePricePaise: number | null;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
};

export const productVisibility = ['visible', 'catalog', 'search', 'hidden'] as const;
export type ProductVisibility = (typeof productVisibility)[number];

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    /** The owner's stock-keeping code (catalogue import and export); optional, unique when set. */
    sku: text('sku').unique(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The owner's Hindi name and descriptions; null shows the English one (each field falls back alone). */
    nameHi: text('name_hi'),
    shortDescriptionHi: text('short_description_hi'),
    descriptionHi: text('description_hi'),
    /** Primary category (the spec's `category`), also the first entry of `categories`. */
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Optional gallery per colour (`{ Rust: [urls] }`); a colour missing here shows `images`. */
    colorImages: jsonb('color_images').$type<Record<string, string[]>>(),
    seller: text('seller').notNull().default(''),
    /**
     * Price and dimensions per size (`{ Queen: {...}, King: {...} }`) when sizes differ, as furniture's do;
     * a size missing here (or a null column) is sold at the product's price. The product's own price
     * columns then hold the cheapest size's price, the "from" price lists, filters and sorts use.
     */
    sizeVariants: jsonb('size_variants').$type<Record<string, SizeVariant>>(),
    /** Money is integer paise; null means no price is set ('Price not available'). */
    regularPricePaise: integer('regular_price_paise'),
    salePricePaise: integer('sale_price_paise'),
    /** salePrice if set, else regularPrice: what the shopper pays, used by filters and sorts. */
    pricePaise: integer('price_paise').generatedAlwaysAs(
      sql`coalesce(sale_price_paise, regular_price_paise)`,
    ),
    weightGrams: integer('weight_grams'),
    widthCm: integer('width_cm'),
    depthCm: integer('depth_cm'),
    heightCm: integer('height_cm'),
    hsnCode: text('hsn_code'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(12),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The store owner's flag; a tracked stock of 0 also makes the product unavailable. */
    inStock: boolean('in_stock').notNull().default(true),
    /** Units on hand; null means stock is not tracked. */
    stock: integer('stock'),
    available: boolean('available').generatedAlwaysAs(sql`in_stock and (stock is null or stock > 0)`),
    allowCustomerReviews: boolean('allow_customer_reviews').notNull().default(true),
    published: boolean('published').notNull().default(true),
    visibility: text('visibility', { enum: productVisibility }).notNull().default('visible'),
    /** Weighted document for full-text search: name (A), categories and tags (B), descriptions (C). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, store_join_words(categories) || ' ' || coalesce(sub_category, '') || ' ' || store_join_words(tags)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '') || ' ' || coalesce(description, '')), 'C')`,
    ),
    /** Short text for typo-tolerant trigram matching. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || store_join_words(categories) || ' ' || store_join_words(tags) || ' ' || coalesce(seller, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_listing_idx').on(t.published, t.visibility, t.pricePaise),
    index('products_category_idx').on(t.category),
    index('products_categories_gin').using('gin', t.categories),
    index('products_tags_gin').using('gin', t.tags),
    index('products_colors_gin').using('gin', t.colors),
    index('products_seller_idx').on(t.seller),
    index('products_rating_idx').on(t.averageRating),
    index('products_name_idx').on(t.name),
    index('products_created_idx').on(t.createdAt),
    index('products_featured_idx').on(t.isFeatured),
    index('products_search_gin').using('gin', t.searchVector),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Related products: the same category and subcategory, available and best rated first.
    index('products_related_idx').on(
      t.category,
      t.subCategory,
      t.available.desc(),
      t.averageRating.desc(),
      t.totalReviews.desc(),
      t.id,
    ),
    // Listed products in the order of a sort, so a page reads its own rows (and those it skips) from
    // the index instead of sorting every match. The trailing columns are the common /shop filters:
    // they let the planner test them on the index entry (index-only scans), never changing the order.
    index('products_listed_price_idx')
      .on(t.pricePaise.asc().nullsLast(), t.id, t.visibility, t.available, t.categories, t.colors)
      .where(sql`${t.published} and ${t.visibility} <> 'hidden'`),
    index('products_listed_price_desc_idx')
      .on(t.pricePaise.desc().nullsLast(), t.id, t.visibility, t.available, t.categories, t.colors)
      .where(sql`${t.published} and ${t.visibility} <> 'hidden'`),
    index('products_listed_featured_idx')
      .on(
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.visibility,
        t.available,
        t.categories,
        t.colors,
      )
      .where(sql`${t.published} and ${t.visibility} <> 'hidden'`),
  ],
);

/**
 * The distinct words of listed products' search text, for spelling corrections: a trigram lookup
 * over a few thousand words instead of the products. Filled by a trigger on products (see the
 * migration `search_words_trigger`); words of removed products may linger, which is harmless
 * because a correction is only used when the corrected search matches.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Words a shopper may search for that mean the same thing, kept as data the store owner extends:
 * a search for any term of a group also finds the others (kurta/kurti/कुर्ता, almirah/wardrobe).
 * The first term names the group ("Showing results for t-shirt"). Terms are lower case, NFC,
 * single spaces; a term with spaces or hyphens is searched as a phrase.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: idColumn(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_synonyms_terms_gin').using('gin', t.terms)],
);

/**
 * Optional stock per colour and size ('' colour or 'default' size when the product has none). When a
 * product has rows here, each combination is bought from its own row; a missing combination is not sold.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default('default'),
    stock: integer('stock').notNull(),
    /** The owner's stock-keeping code for this colour and size; optional, unique when set. */
    sku: text('sku').unique(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.color, t.size] }),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * The Hindi name of a category, a group ('Men', 'Living Room') or a sub-category, by the English name
 * products carry in `category`, `categories` and `sub_category` (categories are text on products, not
 * rows of their own). A name without a row, or with a null `name_hi`, shows in English.
 */
export const categoryNames = pgTable('category_names', {
  name: text('name').primaryKey(),
  nameHi: text('name_hi'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
export type CategoryNameRow = typeof categoryNames.$inferSelect;

/**
 * Size charts of the fashion catalogue, one row per category and size, kept as data the store owner
 * edits (/admin/size-charts); the seed script writes the starting rows. Measurements are body
 * measurements in centimetres (inches are worked out for display); a blank one is not measured for
 * that category (a T-shirt has no waist).
 */
export const sizeChartRows = pgTable(
  'size_chart_rows',
  {
    id: idColumn(),
    category: text('category').notNull(),
    size: text('size').notNull(),
    chestCm: real('chest_cm'),
    waistCm: real('waist_cm'),
    lengthCm: real('length_cm'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('size_chart_rows_category_size_key').on(t.category, t.size)],
);

export type SizeChartRow = typeof sizeChartRows.$inferSelect;
