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

const SWATCHES: Record<string, string> = {
  black: '#1f1f23',
  white: '#f7f6f2',
  ivory: '#f1eadb',
  cream: '#efe3c8',
  beige: '#d8c3a0',
  khaki: '#b9a57a',
  tan: '#b07a4f',
  brown: '#6b4530',
  navy: '#1f2d4d',
  'royal blue': '#2f4fa8',
  'sky blue': '#9cc3e4',
  indigo: '#33407a',
  teal: '#1f6f73',
  olive: '#6b6b3a',
  sage: '#a3b18a',
  charcoal: '#3a3d42',
  grey: '#8a8d91',
  maroon: '#6e1f2c',
  wine: '#5a1a2e',
  red: '#b32631',
  rust: '#a5502b',
  mustard: '#d2a133',
  'dusty rose': '#c98f93',
  'blush pink': '#e8b9b5',
  lavender: '#b7a6d6',
  'mint green': '#a8d5ba',
  coral: '#e0735c',
  peach: '#f0b89a',
  silver: '#c9ccd1',
  gold: '#c9a45c',
  teak: '#9a5b2e',
  walnut: '#5c3b27',
};

/** A swatch colour for a colour name; unknown names get a neutral grey. */
export const swatch = (name: string) => SWATCHES[name.trim().toLowerCase()] ?? '#a8a29e';
