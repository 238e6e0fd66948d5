import { formatRupees } from '@/lib/money';
import { displayName } from './display';
import { DEFAULT_LIMIT, type ProductFilters } from './filters';

/**
 * Number of applied filter chips for the mobile badge: one per selected category, colour, size, tag,
 * seller and visibility value, one per range (price, weight, dimensions) and one per flag.
 */
export function countActiveFilters(filters: ProductFilters): number {
  const lists = [
    filters.categories,
    filters.colors,
    filters.sizes,
    filters.tags,
    filters.sellers,
    filters.visibility,
  ];
  let count = lists.reduce((sum, values) => sum + values.length, 0);
  const flags = [
    filters.inStock,
    filters.isFeatured,
    filters.hasDiscount,
    filters.hasReviews,
    filters.freeShipping,
  ];
  count += flags.filter(Boolean).length;
  if ((filters.minPrice ?? 0) > 0 || filters.maxPrice !== undefined) count++;
  if ((filters.minWeight ?? 0) > 0 || filters.maxWeight !== undefined) count++;
  if (filters.maxWidth !== undefined || filters.maxDepth !== undefined || filters.maxHeight !== undefined)
    count++;
  if (filters.minRating !== undefined) count++;
  return count;
}

/**
 * The query string that reproduces the filters (defaults left out), for links to other pages,
 * sorts or filter changes: `toFilterQuery(filters, { page: 3 })`.
 */
export function toFilterQuery(
  filters: ProductFilters,
  overrides: Partial<ProductFilters> = {},
): URLSearchParams {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  };
  put('q', f.q);
  put('exact', f.q ? f.exact : undefined);
  if (f.categories.length) put('categories', f.categories.join(','));
  if (f.colors.length) put('colors', f.colors.join(','));
  if (f.sizes.length) put('sizes', f.sizes.join(','));
  if (f.tags.length) put('tags', f.tags.join(','));
  if (f.sellers.length) put('sellers', f.sellers.join(','));
  if (f.visibility.length) put('visibility', f.visibility.join(','));
  put('inStock', f.inStock);
  put('isFeatured', f.isFeatured);
  put('hasDiscount', f.hasDiscount);
  put('hasReviews', f.hasReviews);
  put('freeShipping', f.freeShipping);
  if (!f.published) params.set('published', 'false');
  put('minPrice', f.minPrice || undefined);
  put('maxPrice', f.maxPrice);
  put('minWeight', f.minWeight || undefined);
  put('maxWeight', f.maxWeight);
  put('maxWidth', f.maxWidth);
  put('maxDepth', f.maxDepth);
  put('maxHeight', f.maxHeight);
  put('minRating', f.minRating);
  if (f.sort !== 'relevant') put('sort', f.sort);
  if (f.limit !== DEFAULT_LIMIT) put('limit', f.limit);
  if (f.page > 1) put('page', f.page);
  return params;
}

/** One applied filter as the shopper reads it, and the overrides that take exactly it away. */
export type ActiveFilter = { key: string; label: string; remove: Partial<ProductFilters> };

const flagLabels = [
  ['inStock', 'In stock only'],
  ['isFeatured', 'Featured'],
  ['hasDiscount', 'On sale'],
  ['hasReviews', 'Has reviews'],
  ['freeShipping', 'Free shipping'],
] as const;

const visibilityLabels: Record<ProductFilters['visibility'][number], string> = {
  visible: 'Shop and search',
  catalog: 'Shop only',
  search: 'Search only',
  hidden: 'Hidden',
};

function range(min: number | undefined, max: number | undefined, show: (n: number) => string): string {
  if (min && max !== undefined) return `${show(min)} – ${show(max)}`;
  return min ? `From ${show(min)}` : `Up to ${show(max ?? 0)}`;
}

/**
 * The applied filters as removable chips, in the order of the filter form: one per search,
 * category, colour, tag, seller and visibility value, one per range and one per flag (the same
 * units countActiveFilters counts). `lockedCategory` (a /collection page's own) is left out.
 */
export function listActiveFilters(filters: ProductFilters, lockedCategory?: string): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, remove: { q: undefined, exact: false } });
  const without = <T>(values: T[], value: T) => values.filter((v) => v !== value);
  for (const c of filters.categories) {
    if (c === lockedCategory) continue;
    chips.push({
      key: `category:${c}`,
      label: displayName(c),
      remove: { categories: without(filters.categories, c) },
    });
  }
  if ((filters.minPrice ?? 0) > 0 || filters.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label: range(filters.minPrice, filters.maxPrice, formatRupees),
      remove: { minPrice: undefined, maxPrice: undefined },
    });
  }
  for (const c of filters.colors) {
    chips.push({ key: `colour:${c}`, label: c, remove: { colors: without(filters.colors, c) } });
  }
  for (const s of filters.sizes) {
    chips.push({ key: `size:${s}`, label: `Size ${s}`, remove: { sizes: without(filters.sizes, s) } });
  }
  if (filters.minRating !== undefined) {
    chips.push({ key: 'rating', label: `${filters.minRating}★ & above`, remove: { minRating: undefined } });
  }
  for (const [name, label] of flagLabels) {
    if (filters[name]) chips.push({ key: name, label, remove: { [name]: false } });
  }
  for (const v of filters.visibility) {
    chips.push({
      key: `visibility:${v}`,
      label: visibilityLabels[v],
      remove: { visibility: without(filters.visibility, v) },
    });
  }
  for (const t of filters.tags) {
    chips.push({ key: `tag:${t}`, label: `Tag: ${t}`, remove: { tags: without(filters.tags, t) } });
  }
  for (const s of filters.sellers) {
    chips.push({
      key: `seller:${s}`,
      label: `Seller: ${s}`,
      remove: { sellers: without(filters.sellers, s) },
    });
  }
  if ((filters.minWeight ?? 0) > 0 || filters.maxWeight !== undefined) {
    chips.push({
      key: 'weight',
      label: range(filters.minWeight, filters.maxWeight, (n) => `${n} kg`),
      remove: { minWeight: undefined, maxWeight: undefined },
    });
  }
  const fits = (
    [
      ['W', filters.maxWidth],
      ['D', filters.maxDepth],
      ['H', filters.maxHeight],
    ] as const
  ).filter(([, v]) => v !== undefined);
  if (fits.length) {
    chips.push({
      key: 'dimensions',
      label: `Fits ${fits.map(([k, v]) => `${k} ${v}`).join(' × ')} cm`,
      remove: { maxWidth: undefined, maxDepth: undefined, maxHeight: undefined },
    });
  }
  return chips;
}
