/** Centimetres and inches for size charts and product dimensions. Pure: safe in the browser too. */

export const CM_PER_INCH = 2.54;

/** Centimetres to inches, to one decimal place (96 cm → 37.8 in). */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

/** Inches to centimetres, to one decimal place (40 in → 101.6 cm). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH * 10) / 10;
}

const oneDecimal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** "96 cm / 37.8 in" */
export function cmAndInches(cm: number): string {
  return `${oneDecimal(Math.round(cm * 10) / 10)} cm / ${oneDecimal(cmToInches(cm))} in`;
}
