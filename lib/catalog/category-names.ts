import 'server-only';
import { tagVersions } from '@/lib/page-cache';
import { listCategories } from './facets';

const CATEGORIES_TTL_MS = 5 * 60 * 1000;

let categoriesMemo: { at: number; version: number; names: Promise<string[]> } | undefined;

/** Category names of listed products, kept for five minutes and dropped when a listed product changes. */
export function categoryNames(): Promise<string[]> {
  const [version = 0] = tagVersions(['listing']);
  if (
    categoriesMemo &&
    categoriesMemo.version === version &&
    Date.now() - categoriesMemo.at < CATEGORIES_TTL_MS
  )
    return categoriesMemo.names;
  const names = listCategories();
  categoriesMemo = { at: Date.now(), version, names };
  names.catch(() => {
    if (categoriesMemo?.names === names) categoriesMemo = undefined;
  });
  return names;
}
