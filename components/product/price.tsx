import { discountPercent, formatRupees } from '@/lib/money';

type PriceProps = {
  price: number | null;
  regularPrice: number | null;
  size?: 'sm' | 'lg';
};

/** Effective price with the struck-through original and the discount percent when there is one. */
export function Price({ price, regularPrice, size = 'sm' }: PriceProps) {
  if (price == null) return <p className="text-sm text-muted">Price not available</p>;
  const off =
    regularPrice != null ? discountPercent(Math.round(regularPrice * 100), Math.round(price * 100)) : null;
  const big = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={big ? 'text-2xl font-semibold' : 'font-semibold'}>{formatRupees(price)}</span>
      {off ? (
        <>
          <span className={`text-muted line-through ${big ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">Was </span>
            {formatRupees(regularPrice!)}
          </span>
          <span className={`font-semibold text-success ${big ? 'text-base' : 'text-xs'}`}>{off}% off</span>
        </>
      ) : null}
    </p>
  );
}
