import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { products } from '@/models/catalog';
import type { ProductVisibility } from '@/models/catalog';

const {
  searchVector: _searchVector,
  searchText: _searchText,
  colorImages: _colorImages,
  ...listColumns
} = getTableColumns(products);

/** The columns listings select: all but the search columns (only queries need them) and the product page's colour galleries. */
export const productColumns = listColumns;

/** Visibility shown when browsing (the shop, home, related products). */
export const browseVisibility: ProductVisibility[] = ['visible', 'catalog'];
/** Visibility shown in search results. */
export const searchVisibility: ProductVisibility[] = ['visible', 'search'];

/** Published products a shopper may see while browsing. */
export function browsable(): SQL {
  return and(eq(products.published, true), inArray(products.visibility, browseVisibility)) as SQL;
}
