import { TicketPercent } from 'lucide-react';
import type { ProductOffer } from '@/lib/coupons';
import { formatPaise } from '@/lib/money';

/** The product's best public coupon: "Use FIRST10 on your first order: ₹845" (the same for every visitor). */
export function ProductOfferLine({ offer }: { offer: ProductOffer }) {
  return (
    <p
      className="mt-3 inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-1.5 text-sm text-green-900"
      data-testid="product-offer"
    >
      <TicketPercent aria-hidden className="h-4 w-4 shrink-0" />
      <span>
        Use <strong>{offer.code}</strong>
        {offer.firstOrderOnly ? ' on your first order' : ''}: <strong>{formatPaise(offer.pricePaise)}</strong>
      </span>
    </p>
  );
}
