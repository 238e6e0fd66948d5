import { displayName, type Product } from '@/lib/catalog';
import type { ColourOptions } from '@/lib/catalog/colour-options';
import { formatRupees } from '@/lib/money';
import { cmToInches } from '@/lib/size-charts/units';
import { codLimitRefusal, isOverCodLimit, onlineMethodsText } from '@/lib/payments/options';
import { getStoreConfig } from '@/lib/store-config';
import { deliveryFeePaiseUnder, returnWindowText, shippingTitle } from '@/lib/store-policy';
import { dimensionsOf, dimensionsText, pricedBySize } from '@/lib/catalog/size-variants';
import type { ProductDimensions } from '@/lib/catalog/types';
import { AddToCart, type SizeDetail } from './add-to-cart';
import { ColourChoice } from './colour-choice';
import { Gallery } from './gallery';
import { Price } from './price';
import { ProductHeadline, ProductPromises, SpecList } from './product-facts';

function specs(product: Product): [string, string][] {
  const rows: [string, string][] = [];
  if (product.seller) rows.push(['Sold by', product.seller]);
  if (product.colors.length) rows.push(['Colours', product.colors.join(', ')]);
  if (product.weight != null) rows.push(['Weight', `${product.weight} kg`]);
  const dimensionRow = (label: string, d: ProductDimensions | null) => {
    if (!d || !(d.width || d.depth || d.height)) return;
    rows.push([
      label,
      [d.width, d.depth, d.height].map((v) => (v == null ? '–' : `${v}`)).join(' × ') +
        ' cm (' +
        [d.width, d.depth, d.height].map((v) => (v == null ? '–' : `${cmToInches(v)}`)).join(' × ') +
        ' in)',
    ]);
  };
  // Sizes with their own measures (a Queen bed against a King) get a row each, not the product's one.
  if (product.sizeVariants.length > 0) {
    for (const v of product.sizeVariants)
      dimensionRow(`Dimensions, ${v.size} (W × D × H)`, dimensionsOf(product, v.size));
  } else dimensionRow('Dimensions (W × D × H)', product.dimensions);
  if (product.subCategory) rows.push(['Type', product.subCategory]);
  if (product.hsnCode) rows.push(['HSN code', product.hsnCode]);
  return rows;
}

/** Each size's own price and dimensions for the size picker (empty when sizes share the product's price). */
function sizeDetailsOf(product: Product): SizeDetail[] {
  if (product.price == null) return [];
  return product.sizeVariants.map((v) => {
    const d = dimensionsOf(product, v.size);
    return { size: v.size, priceText: formatRupees(v.price), dimensionsText: d ? dimensionsText(d) : null };
  });
}

/** The top of the product page: gallery, price and states, size picker and Add to cart. */
export function ProductDetails({
  product,
  delivery,
  sizeChart,
  offer,
  colourOptions = { images: {}, variants: null },
}: {
  product: Product;
  /** Per-colour images and stock per colour and size (lib/catalog getColourOptions). */
  colourOptions?: ColourOptions;
  /** The delivery check (components/product/delivery-check.tsx). */
  delivery?: React.ReactNode;
  /** The size chart or dimensions button with its dialog, when the product has one. */
  sizeChart?: React.ReactNode;
  /** The best public coupon line (components/product/product-offer.tsx), when one applies. */
  offer?: React.ReactNode;
}) {
  const config = getStoreConfig();
  // One of this item ships free when the order rule (deliveryFeePaiseUnder) waives the fee for it.
  const shipsFree = deliveryFeePaiseUnder(product.pricePaise ?? 0, config) === 0;
  // One of this item is over the cash-on-delivery limit: it is paid online, or (no provider) not at all.
  const overCodLimit = product.pricePaise != null && isOverCodLimit(product.pricePaise);
  const unpayable = overCodLimit && config.onlinePayment.length === 0;
  return (
    <ColourChoice colors={product.colors} options={colourOptions}>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <Gallery images={product.image} name={product.name} />
        <div>
          <ProductHeadline
            id={product._id}
            name={product.name}
            category={displayName(product.category)}
            featured={product.isFeatured}
            rating={product.averageRating}
            reviews={product.totalReviews}
          />
          <div className="mt-6">
            <Price
              price={product.price}
              regularPrice={product.regularPrice}
              size="lg"
              from={pricedBySize(product)}
            />
            <p className="mt-1 text-xs text-muted">Inclusive of all taxes</p>
            {offer}
          </div>
          <p className={`mt-4 text-sm font-semibold ${product.inStock ? 'text-success' : 'text-danger'}`}>
            {product.inStock
              ? product.stock != null && product.stock <= 5
                ? `Only ${product.stock} left in stock`
                : 'In stock'
              : 'Out of stock'}
          </p>
          <p className="mt-4 leading-7 text-muted">{product.shortDescription}</p>
          {sizeChart}
          <div className="mt-8">
            <AddToCart
              productId={product._id}
              name={product.name}
              sizes={product.sizes}
              inStock={product.inStock}
              purchasable={product.price != null}
              priceText={product.price != null ? formatRupees(product.price) : null}
              sizeDetails={sizeDetailsOf(product)}
            />
          </div>
          {unpayable ? (
            <p
              role="note"
              className="mt-4 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
              data-testid="product-payment-note"
            >
              {codLimitRefusal(config.onlinePayment)}
            </p>
          ) : null}
          {delivery}
          <ProductPromises
            shipping={shipsFree ? 'Free shipping' : shippingTitle(config)}
            returns={returnWindowText()}
            payment={
              overCodLimit
                ? config.onlinePayment.length > 0
                  ? `Pay by ${onlineMethodsText(config.onlinePayment)}`
                  : 'Online payment needed'
                : 'Cash on delivery'
            }
          />
        </div>
      </div>
    </ColourChoice>
  );
}

export function ProductDescription({ product }: { product: Product }) {
  const rows = specs(product);
  return (
    <div className="grid gap-10 md:grid-cols-[2fr_1fr]">
      <div className="space-y-4 leading-7 text-stone-700">
        {product.description.split(/\n{2,}/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {rows.length ? <SpecList rows={rows} /> : null}
    </div>
  );
}
