export * from './client';
export { toProduct, toApiProduct, toAdminApiProduct, type ProductListRow } from './product';
export { listProducts, type ListProductsOptions } from './listing';
export { getProduct, listRelatedProducts, listFeaturedProducts, listLatestProducts } from './reads';
export { listRandomProducts } from './random';
export { listCategories, listTags, listColors, listSizes, listSellers, getPriceBounds } from './facets';
export { searchWords } from './search';
export { suggestSearches, suggestQuerySchema } from './suggest';
