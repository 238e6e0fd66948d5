/**
 * `next/root-params` outside Next.js (its module is a placeholder the compiler replaces): code rendered in
 * a unit test reads the default language, as an English page would.
 */
export async function locale(): Promise<string> {
  return 'en';
}
