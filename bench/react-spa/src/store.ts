import { swatchHex } from '../../../lib/media/shared/colours';

/** The product as the store's list API answers it (the fields a card shows). */
export type ListedProduct = {
  _id: string;
  name: string;
  image: string[];
  category: string;
  price: number | null;
  regularPrice: number | null;
  averageRating: number;
  totalReviews: number;
  colors: string[];
  inStock: boolean;
};

export type ListAnswer = { success: boolean; products: ListedProduct[]; total?: number; message?: string };

declare global {
  interface Window {
    /** The store's origin, written into index.html by the bench's routes server (bench/routes/routes.ts). */
    __STORE__?: string;
  }
}

export const STORE = (window.__STORE__ ?? '').replace(/\/+$/, '');

/**
 * The list request: the first page as /shop shows it (20 products), or with `?all` in the address the
 * whole catalogue up to the API's ceiling of 1,000, as the original single-page store fetched it.
 */
export function listUrl(search: string): string {
  const all = new URLSearchParams(search).has('all');
  return `${STORE}/api/product/list?limit=${all ? 1000 : 20}`;
}

/** The bench stand-in's rule (bench/routes/spa-page.ts `small()`): a store-relative media image's small file. */
export function small(src: string | undefined): string {
  const m = /\.(webp|png|jpe?g|avif)$/i.exec(src ?? '');
  return src && src.startsWith('/media/') && m && src.slice(0, m.index).slice(-3) !== '.sm'
    ? `${src.slice(0, m.index)}.sm${m[0]}`
    : src || `${STORE}/placeholder.webp`;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const rupees = (n: number) => inr.format(n);

/** Whole percent off the regular price, or null when there is no discount. */
export function percentOff(price: number | null, regular: number | null): number | null {
  if (price == null || regular == null || regular <= 0 || regular <= price) return null;
  return Math.round(((regular - price) / regular) * 100);
}

/** A swatch colour for a colour name (the store's own table); unknown names get a neutral grey. */
export const swatch = (name: string) => swatchHex(name) ?? '#a8a29e';
