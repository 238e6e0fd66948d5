import { z } from 'zod';
import { issueMessage, zodIssues, type Issue } from '@/lib/errors';
import { productSorts, visibilityValues, type ProductSort } from './types';

/** Largest page size the listing accepts (the spec's start-up load uses 1000). */
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 20;
/** Deepest row a listing page may start at: OFFSET stays cheap; beyond it, narrow the filters. */
export const MAX_OFFSET = 10_000;
export const MAX_SEARCH_LENGTH = 200;
const MAX_LIST_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

/** The deepest page reachable with a page size (its OFFSET stays within MAX_OFFSET). */
export function maxPageFor(limit: number): number {
  return Math.floor(MAX_OFFSET / limit) + 1;
}

/** Listings count their matches this many pages at a time: "1,000+ products" rather than an exact count. */
export const COUNT_BLOCK_PAGES = 50;

/**
 * How many matches a listing counts for a page: whole blocks of COUNT_BLOCK_PAGES pages reaching
 * past the page asked for, never past the deepest reachable row. Counting every match of a broad
 * filter costs as much as reading them all; a bounded count keeps each page's cost bounded too.
 */
export function countCapFor(page: number, limit: number): number {
  const block = COUNT_BLOCK_PAGES * limit;
  return Math.min(Math.ceil((page * limit) / block) * block, maxPageFor(limit) * limit);
}

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** true/false/1/0 (any case); an empty value counts as absent. */
const flag = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | undefined => {
    const v = raw?.trim().toLowerCase();
    if (v === undefined || v === '') return undefined;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return fail(ctx, 'must be true or false');
  });

const decimalPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal number; negative values are floored at 0 (the spec's price inputs), empty is absent. */
const amount = z
  .string()
  .optional()
  .transform((raw, ctx): number | undefined => {
    const v = raw?.trim();
    if (v === undefined || v === '') return undefined;
    if (!decimalPattern.test(v)) return fail(ctx, 'must be a number');
    const n = Number(v);
    if (!Number.isFinite(n)) return fail(ctx, 'must be a number');
    return Math.max(0, n);
  });

function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): number | undefined => {
      const v = raw?.trim();
      if (v === undefined || v === '') return undefined;
      if (!/^\d+$/.test(v)) return fail(ctx, message);
      const n = Number(v);
      if (n < min || n > max) return fail(ctx, message);
      return n;
    });
}

/** Comma-joined values, trimmed, empty entries dropped, duplicates removed. */
const list = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const values = [
      ...new Set(
        (raw ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > MAX_LIST_VALUES) return fail(ctx, `at most ${MAX_LIST_VALUES} values`);
    if (values.some((s) => s.length > MAX_VALUE_LENGTH))
      return fail(ctx, `values must be at most ${MAX_VALUE_LENGTH} characters`);
    return values;
  });

const searchText = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const v = raw?.trim().replace(/\s+/g, ' ');
    if (!v) return undefined;
    if (v.length > MAX_SEARCH_LENGTH) return fail(ctx, `must be at most ${MAX_SEARCH_LENGTH} characters`);
    return v;
  });

const sortMessage = `must be one of ${productSorts.join(', ')}`;
const visibilityMessage = `must be one or more of ${visibilityValues.join(', ')}`;

const rawShape = {
  q: searchText,
  search: searchText,
  exact: flag,
  published: flag,
  inStock: flag,
  isFeatured: flag,
  hasDiscount: flag,
  hasReviews: flag,
  freeShipping: flag,
  category: list,
  categories: list,
  seller: list,
  sellers: list,
  colors: list,
  sizes: list,
  tags: list,
  visibility: list,
  visibilityInCatalog: list,
  minPrice: amount,
  maxPrice: amount,
  minWeight: amount,
  maxWeight: amount,
  maxWidth: amount,
  maxDepth: amount,
  maxHeight: amount,
  minRating: wholeNumber(1, 4, 'must be a whole number from 1 to 4'),
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'must be a whole number from 1'),
  limit: wholeNumber(1, MAX_LIMIT, `must be a whole number from 1 to ${MAX_LIMIT}`),
  sort: z
    .string()
    .optional()
    .transform((raw, ctx): ProductSort => {
      const v = raw?.trim() || 'relevant';
      return (productSorts as readonly string[]).includes(v) ? (v as ProductSort) : fail(ctx, sortMessage);
    }),
};

/** Next's searchParams may repeat a key: lists join the values, single values keep the first. */
/** Every query parameter the listing filters read. */
export const listingParamNames: readonly string[] = Object.keys(rawShape);

function normalizeParams(input: unknown): unknown {
  if (input instanceof URLSearchParams) {
    const params = input;
    input = Object.fromEntries([...params.keys()].map((k) => [k, params.getAll(k)]));
  }
  if (typeof input !== 'object' || input === null) return input;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (values.length === 0) continue;
    out[key] = rawShape[key as keyof typeof rawShape] === list ? values.join(',') : (values[0] as string);
  }
  return out;
}

/**
 * The listing filters: one schema for `GET /api/product/list` and the /shop page's searchParams.
 * Unknown parameters are ignored; bad values fail with a message naming the parameter.
 */
export const productFiltersSchema = z.preprocess(
  normalizeParams,
  z
    .object(rawShape)
    .superRefine((raw, ctx) => {
      for (const key of ['visibility', 'visibilityInCatalog'] as const) {
        if (raw[key].some((v) => !(visibilityValues as readonly string[]).includes(v))) {
          ctx.addIssue({ code: 'custom', path: [key], message: visibilityMessage });
        }
      }
      const limit = raw.limit ?? DEFAULT_LIMIT;
      const maxPage = maxPageFor(limit);
      if ((raw.page ?? 1) > maxPage) {
        ctx.addIssue({
          code: 'custom',
          path: ['page'],
          message: `must be at most ${maxPage} with limit ${limit}; narrow the filters to see further products`,
        });
      }
    })
    .transform((raw) => ({
      q: raw.q ?? raw.search,
      /** Search the words as typed: no spelling corrections (the "Search instead for…" link). */
      exact: raw.exact ?? false,
      published: raw.published ?? true,
      inStock: raw.inStock ?? false,
      isFeatured: raw.isFeatured ?? false,
      hasDiscount: raw.hasDiscount ?? false,
      hasReviews: raw.hasReviews ?? false,
      freeShipping: raw.freeShipping ?? false,
      categories: [...new Set([...raw.category, ...raw.categories])],
      sellers: [...new Set([...raw.seller, ...raw.sellers])],
      colors: raw.colors,
      sizes: raw.sizes,
      tags: raw.tags,
      visibility: [
        ...new Set([...raw.visibility, ...raw.visibilityInCatalog]),
      ] as (typeof visibilityValues)[number][],
      minPrice: raw.minPrice,
      maxPrice: raw.maxPrice,
      minRating: raw.minRating,
      minWeight: raw.minWeight,
      maxWeight: raw.maxWeight,
      maxWidth: raw.maxWidth,
      maxDepth: raw.maxDepth,
      maxHeight: raw.maxHeight,
      sort: raw.sort,
      page: raw.page ?? 1,
      limit: raw.limit ?? DEFAULT_LIMIT,
    })),
);

/** Parsed listing filters. Flags are true when the filter applies; an empty list means no filter. */
export type ProductFilters = z.output<typeof productFiltersSchema>;
/** What a caller may pass: a plain record, Next's searchParams (repeated keys allowed) or URLSearchParams. */
export type ProductFiltersInput = Record<string, string | string[] | undefined> | URLSearchParams;

/** Filters with every default (the first page of everything published). */
export const defaultProductFilters: ProductFilters = productFiltersSchema.parse({});

/** Parses listing filters; `{ success: false, message }` names the first bad parameter. */
export function parseProductFilters(
  input: ProductFiltersInput,
): { success: true; filters: ProductFilters } | { success: false; message: string; issues: Issue[] } {
  const parsed = productFiltersSchema.safeParse(input);
  if (parsed.success) return { success: true, filters: parsed.data };
  const issues = zodIssues(parsed.error);
  return { success: false, message: issues.length ? issueMessage(issues) : 'Invalid filters', issues };
}

/** Builds filters in code (pages, tests) from a partial set of already-typed values. */
export function productFilters(overrides: Partial<ProductFilters> = {}): ProductFilters {
  return { ...defaultProductFilters, ...overrides };
}
