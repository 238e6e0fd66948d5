import { publicImageUrls } from '@/lib/media';
import type { ProductRow } from '@/models/catalog';
import type { ApiProduct, ApiSizeVariant, Product } from './types';

/** The product columns listings read: everything but the two search columns and the per-colour images. */
export type ProductListRow = Omit<ProductRow, 'searchVector' | 'searchText' | 'colorImages'>;

const rupees = (paise: number | null): number | null => (paise == null ? null : Math.round(paise) / 100);

function sizeVariantsOf(row: ProductListRow): ApiSizeVariant[] {
  const variants = row.sizeVariants ?? {};
  return row.sizes.flatMap((size) => {
    const v = variants[size];
    if (!v) return [];
    const price = v.salePricePaise ?? v.regularPricePaise;
    return [
      {
        size,
        regularPrice: v.regularPricePaise / 100,
        salePrice: v.salePricePaise == null ? null : v.salePricePaise / 100,
        price: price / 100,
        dimensions: { width: v.widthCm, depth: v.depthCm, height: v.heightCm },
      },
    ];
  });
}

/** Maps a database row to the domain product (the one place rows are reshaped). */
export function toProduct(row: ProductListRow): Product {
  const hasDimensions = row.widthCm != null || row.depthCm != null || row.heightCm != null;
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.images,
    regularPrice: rupees(row.regularPricePaise),
    salePrice: rupees(row.salePricePaise),
    price: rupees(row.pricePaise),
    regularPricePaise: row.regularPricePaise,
    salePricePaise: row.salePricePaise,
    pricePaise: row.pricePaise,
    shortDescription: row.shortDescription,
    description: row.description,
    category: row.category,
    subCategory: row.subCategory,
    categories: row.categories,
    tags: row.tags,
    colors: row.colors,
    sizes: row.sizes,
    sizeVariants: sizeVariantsOf(row),
    seller: row.seller,
    weight: row.weightGrams == null ? null : row.weightGrams / 1000,
    dimensions: hasDimensions ? { width: row.widthCm, depth: row.depthCm, height: row.heightCm } : null,
    rating: row.averageRating,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    isFeatured: row.isFeatured,
    // `available` is generated and never null once stored; fall back to the flags for unsaved rows.
    inStock: row.available ?? (row.inStock && (row.stock == null || row.stock > 0)),
    stock: row.stock,
    allowCustomerReviews: row.allowCustomerReviews,
    published: row.published,
    visibilityInCatalog: row.visibility,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    date: row.createdAt.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The back office's product: rupees only (the paise fields stay on the server), image paths as stored,
 * since its forms send them back unchanged.
 */
export function toAdminApiProduct(product: Product): ApiProduct {
  const { regularPricePaise: _r, salePricePaise: _s, pricePaise: _p, ...api } = product;
  return api;
}

/**
 * The API answer's product: rupees only, and absolute image URLs (MEDIA_BASE_URL, else SITE_URL), since
 * API clients may be served from another origin where a relative /media path would not load.
 */
export function toApiProduct(product: Product): ApiProduct {
  const api = toAdminApiProduct(product);
  const photos = api.colourPhotos;
  return {
    ...api,
    image: publicImageUrls(api.image),
    ...(photos
      ? {
          colourPhotos: Object.fromEntries(
            Object.entries(photos).map(([color, src]) => [color, publicImageUrls([src])[0] ?? src]),
          ),
        }
      : {}),
  };
}
