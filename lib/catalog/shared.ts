// The parts of the catalogue that are safe in client components: no database, no server-only code.
export * from './types';
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
  type ProductFilters,
  type ProductFiltersInput,
} from './filters';
export { countActiveFilters, listActiveFilters, toFilterQuery, type ActiveFilter } from './filter-state';
export { displayName } from './display';
