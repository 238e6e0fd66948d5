const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const fractional = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const inr = { format: (rupees: number) => (Number.isInteger(rupees) ? whole : fractional).format(rupees) };

/** Integer paise to rupees as the API shows them (a number, up to 2 decimals). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Rupees (number) to integer paise, rounding half away from zero to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** ₹ formatted the Indian way from paise: 12345600 → "₹1,23,456". */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

/** ₹ formatted the Indian way from rupees. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** Discount percent shown on a product: rounded (original - price) / original × 100, only when the original is higher. */
export function discountPercent(
  originalPaise: number | null | undefined,
  pricePaise: number | null | undefined,
): number | null {
  if (originalPaise == null || pricePaise == null || originalPaise <= 0 || originalPaise <= pricePaise)
    return null;
  return Math.round(((originalPaise - pricePaise) / originalPaise) * 100);
}
