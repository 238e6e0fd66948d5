import type { ProductOffer } from '@/lib/coupons';
import { formatPaise } from '@/lib/money';

/**
 * Whole rupees, like every price on the page ("₹899.10" read as a glitch, issue 24 point 8), rounded up so
 * the line never promises less than the cart charges (which shows the exact sum).
 */
export function wholeRupeesUp(paise: number): number {
  return Math.ceil(paise / 100) * 100;
}

/**
 * The product's best public coupon: "Use FIRST10 on your first order: ₹845" (the same for every
 * visitor). Two elements, the % badge drawn by ::before: the product page is close to its DOM budget.
 */
export function ProductOfferLine({ offer }: { offer: ProductOffer }) {
  return (
    <p className="offer-line" data-testid="product-offer">
      <span>
        Use <strong>{offer.code}</strong>
        {offer.firstOrderOnly ? ' on your first order' : ''}: {formatPaise(wholeRupeesUp(offer.pricePaise))}
      </span>
    </p>
  );
}
