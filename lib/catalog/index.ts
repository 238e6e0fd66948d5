export * from './types';
export * from './shared/filters';
export { displayName } from './display';
export { toProduct, toApiProduct, toAdminApiProduct, type ProductListRow } from './product';
export { listProducts, type ListProductsOptions } from './listing';
export { getColourOptions } from './colours';
export { variantInStock, type ColourOptions } from './colour-options';
export { getProduct, listRelatedProducts, listFeaturedProducts, listLatestProducts } from './reads';
export { listRandomProducts } from './random';
export {
  listCategories,
  listCollections,
  listTags,
  listColors,
  listSizes,
  listSellers,
  getPriceBounds,
  getFacetSpread,
  type FacetSpread,
  type FilterFacets,
} from './facets';
export { searchWords } from './search';
export { suggestSearches, suggestQuerySchema } from './suggest';
export { searchLimit, searchLimitFor, SEARCH_RATE } from './search-limit';
