import type { ApiProduct } from '@/lib/catalog/types';
import { env } from '@/lib/env';

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** schema.org Product with an INR Offer, availability and (when reviewed) an AggregateRating. */
export function productJsonLd(product: ApiProduct, brand: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': absoluteUrl(`/product/${product._id}`),
    name: product.name,
    description: product.shortDescription || product.description,
    image: product.image.map(absoluteUrl),
    sku: product._id,
    category: product.category,
    brand: { '@type': 'Brand', name: product.seller || brand },
    ...(product.colors.length ? { color: product.colors.join(', ') } : {}),
    ...(product.weight != null
      ? { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'KGM' } }
      : {}),
  };
  if (product.price != null) {
    data.offers = {
      '@type': 'Offer',
      url: absoluteUrl(`/product/${product._id}`),
      priceCurrency: 'INR',
      price: product.price.toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.seller || brand },
    };
  }
  if (product.totalReviews > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.averageRating,
      reviewCount: product.totalReviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
