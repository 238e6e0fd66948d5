import { displayName } from '@/lib/catalog/display';
import type { ApiProduct } from '@/lib/catalog/types';
import { env } from '@/lib/env';
import { paiseToRupees, rupeesToPaise } from '@/lib/money';
import { deliveryFeePaiseUnder, STORE_POLICY, transitDays, type ShippingTerms } from '@/lib/store-policy';

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

const days = (r: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: r.min,
  maxValue: r.max,
  unitCode: 'DAY',
});

/**
 * schema.org shipping details and return policy of an offer, from the store policy: what one of
 * the product costs to ship (the order rule, deliveryFeePaiseFor), handling and transit days, and
 * the return window. Shoppers read the same figures on the policy pages.
 */
export function offerPolicyJsonLd(pricePaise: number, shipping: ShippingTerms): Record<string, unknown> {
  const feePaise = deliveryFeePaiseUnder(pricePaise, shipping);
  return {
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: paiseToRupees(feePaise), currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: days(STORE_POLICY.processingDays),
        transitTime: days(transitDays()),
      },
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: STORE_POLICY.returnWindowDays,
      returnMethod: 'https://schema.org/ReturnByMail',
      merchantReturnLink: absoluteUrl('/return-policy'),
    },
  };
}

/** schema.org Product with an INR Offer (shipping and returns included), availability and (when reviewed) an AggregateRating. */
export function productJsonLd(
  product: ApiProduct,
  brand: string,
  shipping: ShippingTerms,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': absoluteUrl(`/product/${product._id}`),
    name: product.name,
    description: product.shortDescription || product.description,
    image: product.image.map(absoluteUrl),
    sku: product._id,
    category: displayName(product.category),
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
      ...offerPolicyJsonLd(rupeesToPaise(product.price), shipping),
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
