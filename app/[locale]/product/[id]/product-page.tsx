import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { cacheLife, cacheTag } from 'next/cache';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductGridSection } from '@/components/home/product-grid-section';
import { ProductDescription, ProductDetails } from '@/components/product/product-details';
import { ProductOfferLine } from '@/components/product/product-offer';
import { getBestProductOffer } from '@/lib/coupons';
import { ProductTabs } from '@/components/product/product-tabs';
import { RecentlyViewed } from '@/components/product/recently-viewed';
import { ReviewsPanel } from '@/components/product/reviews-panel';
import { JsonLd } from '@/components/seo/json-ld';
import { DeliveryCheck } from '@/components/product/delivery-check';
import { ProductSizeChart } from '@/components/product/product-size-chart';
import { displayName, getColourOptions, getProduct, listRelatedProducts } from '@/lib/catalog';
import { deliveryForQuery } from '@/lib/delivery';
import { isId } from '@/lib/db/ids';
import { listProductReviews } from '@/lib/reviews';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { getStoreConfig } from '@/lib/store-config';

/** The product page's title, description and canonical URL. */
export async function productMetadata(id: string): Promise<Metadata> {
  const product = isId(id) ? (await productPageData(id)).product : null;
  if (!product) return { title: 'Product not found' };
  const description = product.shortDescription || product.description.slice(0, 155);
  return {
    title: product.name,
    description,
    alternates: await pageAlternates(`/product/${product._id}`),
    // og:image (with its width and height) comes from ./opengraph-image.tsx: a PNG card, which link previews
    // show (they skip WebP). No twitter:image copy: X reads og:image, and each tag counts in the DOM budget.
    openGraph: { title: product.name, description, type: 'website' },
    twitter: { card: 'summary_large_image', images: [] },
  };
}

/**
 * A product page. `pin` is the delivery form's answer without JavaScript: proxy.ts rewrites
 * `/product/<id>?pin=<pin>` to /product/[id]/pin/[pin], so the page itself reads no query.
 */
export async function ProductPage({ id, pin }: { id: string; pin?: string }) {
  // The build's placeholder id (generateStaticParams) stops here, before any read: the build opens no database.
  if (!isId(id)) notFound();
  const { product, related, reviews, offer, colourOptions } = await productPageData(id);
  if (!product) notFound();
  const delivery = pin ? await pinDelivery(pin, product.pricePaise) : { promise: null, error: null };
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: displayName(product.category), path: `/shop?category=${encodeURIComponent(product.category)}` },
    { name: product.name, path: `/product/${product._id}` },
  ];
  return (
    <div className="container-page py-8">
      <JsonLd data={productJsonLd(product, getStoreConfig().name, getStoreConfig())} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <div className="mb-6">
        <Breadcrumbs items={crumbs} />
      </div>
      <ProductDetails
        product={product}
        colourOptions={colourOptions}
        delivery={
          <DeliveryCheck
            productId={product._id}
            price={product.price}
            initial={delivery.promise}
            initialError={delivery.error}
          />
        }
        sizeChart={<ProductSizeChart product={product} />}
        offer={offer ? <ProductOfferLine offer={offer} /> : null}
      />
      <noscript>
        <p role="note" className="mt-4 rounded-lg border border-line bg-white p-3 text-sm">
          Add to cart and the wishlist need JavaScript: turn it on in your browser and reload this page.
        </p>
      </noscript>
      <ProductTabs
        reviewCount={reviews.totalReviews}
        description={<ProductDescription product={product} />}
        reviews={
          <ReviewsPanel
            productId={product._id}
            allowReviews={product.allowCustomerReviews}
            initial={reviews}
          />
        }
      />
      <ProductGridSection
        id="related-title"
        title="You may also like"
        eyebrow="Related products"
        products={related}
        columns={5}
      />
      <RecentlyViewed
        current={{
          id: product._id,
          name: product.name,
          image: product.image[0] ?? null,
          price: product.price,
        }}
      />
    </div>
  );
}

/**
 * Everything the product page reads, kept by Next.js under the product's tag, which its edits, orders,
 * reviews and offers expire (lib/page-cache invalidateProducts).
 */
async function productPageData(id: string) {
  'use cache';
  cacheTag(`product:${id}`);
  cacheLife('hours');
  const product = await getProduct(id);
  if (!product) return { product: null, related: [], reviews: null, offer: null, colourOptions: [] } as const;
  const [related, reviews, offer, colourOptions] = await Promise.all([
    listRelatedProducts(product, 5),
    listProductReviews(product._id),
    getBestProductOffer(product),
    getColourOptions(product._id, product.colors),
  ]);
  return { product, related, reviews, offer, colourOptions };
}

/** The delivery promise to a PIN code (the form without JavaScript): dated from today, so kept for an hour. */
async function pinDelivery(pin: string, pricePaise: number | null) {
  'use cache';
  cacheLife('hours');
  return deliveryForQuery(pin === 'invalid' ? 'x' : pin, pricePaise);
}
