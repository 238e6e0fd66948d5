import type { ProductOffer } from '@/lib/coupons';
import { formatPaise } from '@/lib/money';

/**
 * The product's best public coupon: "Use FIRST10 on your first order: ₹845" (the same for every
 * visitor). Two elements, the % badge drawn by ::before: the product page is close to its DOM budget.
 */
export function ProductOfferLine({ offer }: { offer: ProductOffer }) {
  return (
    <p
      className="mt-3 inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-1.5 text-sm text-green-900 before:flex before:h-4 before:w-4 before:shrink-0 before:items-center before:justify-center before:rounded-full before:bg-green-800 before:text-[10px] before:font-bold before:text-white before:content-['%']"
      data-testid="product-offer"
    >
      <span>
        Use <strong>{offer.code}</strong>
        {offer.firstOrderOnly ? ' on your first order' : ''}: {formatPaise(offer.pricePaise)}
      </span>
    </p>
  );
}
