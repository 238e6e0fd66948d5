/** What the browser says of its connection (Network Information API; Chromium only, so absent is "fast"). */
type Connection = { saveData?: boolean; effectiveType?: string };

const connection = (): Connection | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: Connection }).connection;

/** The shopper asked to save data (Save-Data / Lite mode) or the connection is 2G: fetch nothing ahead of need. */
export function savingData(): boolean {
  const c = connection();
  return Boolean(c?.saveData) || /(^|-)2g$/.test(c?.effectiveType ?? '');
}

/** savingData(), or a 3G connection, where a speculative fetch competes with what the page needs now. */
export function slowOrSavingData(): boolean {
  return savingData() || connection()?.effectiveType === '3g';
}
