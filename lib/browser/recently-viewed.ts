import 'client-only';
import { writeLocal } from './local-store';

/** What the strip needs to show a product without asking the server: kept on the device only. */
export type RecentProduct = { id: string; name: string; image: string | null; price: number | null };

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 10;

const isRecent = (v: unknown): v is RecentProduct => {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    /^[a-f0-9]{24}$/.test(r.id) &&
    typeof r.name === 'string' &&
    (r.image === null || typeof r.image === 'string') &&
    (r.price === null || (typeof r.price === 'number' && Number.isFinite(r.price)))
  );
};

/** The products this device viewed, most recent first; anything malformed in storage is skipped. */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'> = window.localStorage): RecentProduct[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with `product` moved (or added) to the front, at most RECENTLY_VIEWED_MAX long. */
export function withViewed(list: RecentProduct[], product: RecentProduct): RecentProduct[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

const listeners = new Set<() => void>();
const NONE: RecentProduct[] = [];
let snapshot: { raw: string | null; list: RecentProduct[] } | undefined;

/** Records a product view on this device and tells every strip on the page. */
export function recordView(product: RecentProduct): void {
  writeLocal(RECENTLY_VIEWED_KEY, withViewed(readRecentlyViewed(), product));
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the stored list, the same array until storage changes. */
export function recentlyViewedSnapshot(): RecentProduct[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return NONE;
  }
  if (snapshot?.raw !== raw) snapshot = { raw, list: readRecentlyViewed() };
  return snapshot.list;
}

/** The server (and the first hydration) shows no strip: the page is the same for every visitor. */
export const noRecentlyViewed = (): RecentProduct[] => NONE;

/** For useSyncExternalStore: views recorded here and in the visitor's other tabs. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
