import { DEFAULT_LIMIT, type ProductFilters } from './filters';

/**
 * Number of applied filter chips for the mobile badge: one per selected category, colour, tag,
 * seller and visibility value, one per range (price, weight, dimensions) and one per flag.
 */
export function countActiveFilters(filters: ProductFilters): number {
  const lists = [filters.categories, filters.colors, filters.tags, filters.sellers, filters.visibility];
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
