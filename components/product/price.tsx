import { discountPercent, formatRupees } from '@/lib/money/shared/money';

type PriceProps = {
  price: number | null;
  regularPrice: number | null;
  size?: 'sm' | 'lg';
  /** 'dark' on dark sections, where the muted and green text of the light theme is too faint to read. */
  tone?: 'light' | 'dark';
  /** The cheapest of sizes priced apart (beds): read "from ₹27,999". */
  from?: boolean;
};

/** Effective price with the struck-through original and the discount percent when there is one. */
export function Price({ price, regularPrice, size = 'sm', tone = 'light', from = false }: PriceProps) {
  const dark = tone === 'dark';
  if (price == null)
    return <p className={`text-sm ${dark ? 'text-stone-300' : 'text-muted'}`}>Price not available</p>;
  const off =
    regularPrice != null ? discountPercent(Math.round(regularPrice * 100), Math.round(price * 100)) : null;
  const big = size === 'lg';
  return (
    <p className="price-line">
      {from ? <span className={`${dark ? 'text-stone-300' : 'text-muted'} text-sm`}>from</span> : null}
      <span className={big ? 'text-2xl font-semibold' : 'font-semibold'}>{formatRupees(price)}</span>
      {off ? (
        <>
          <span
            className={`line-through ${dark ? 'text-stone-400' : 'text-muted'} ${big ? 'text-base' : 'text-xs'}`}
          >
            <span className="sr-only">Was </span>
            {formatRupees(regularPrice!)}
          </span>
          <span
            className={`font-semibold ${dark ? 'text-emerald-400' : 'text-success'} ${big ? 'text-base' : 'text-xs'}`}
          >
            {off}% off
          </span>
        </>
      ) : null}
    </p>
  );
}
