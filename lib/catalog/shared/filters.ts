// Browser-safe door to the listing filters (../filters.ts, ../filter-state.ts) (eslint/client-boundary.mjs): client components import it from here.
export {
  productFiltersSchema,
  parseProductFilters,
  productFilters,
  defaultProductFilters,
  maxPageFor,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_SEARCH_LENGTH,
  listingParamNames,
  type ProductFilters,
  type ProductFiltersInput,
} from '../filters';
export { countActiveFilters, listActiveFilters, toFilterQuery, type ActiveFilter } from '../filter-state';
