'use client';

import 'client-only';
import { useEffect, useState } from 'react';
import { useStoreConfig } from './store-config';
import type { ApiProduct } from '@/lib/catalog/shared/types';
import { storeImagePath } from '@/lib/media/shared/url';
import { apiCall } from './api';

type State = { status: 'loading' | 'ready' | 'error'; products: Map<string, ApiProduct>; message?: string };

/** Loads the given products (cart lines, wishlist) from the API; reloads when the set of ids changes. */
export function useProducts(ids: string[], enabled = true): State {
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<State>({ status: 'loading', products: new Map() });
  const { mediaBaseUrl } = useStoreConfig();

  useEffect(() => {
    if (!enabled) return;
    const wanted = key ? key.split(',') : [];
    let cancelled = false;
    if (wanted.length === 0) {
      // Nothing to load: an empty result is ready at once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: 'ready', products: new Map() });
      return;
    }
    void apiCall<{ products: ApiProduct[] }>('/api/product/batch', { body: { ids: wanted } }).then(
      (answer) => {
        if (cancelled) return;
        // The API answers absolute image URLs for outside clients; the store's pages use their own paths.
        const own = (p: ApiProduct): ApiProduct => ({
          ...p,
          image: p.image.map((src) => storeImagePath(src, mediaBaseUrl)),
          ...(p.colourPhotos
            ? {
                colourPhotos: Object.fromEntries(
                  Object.entries(p.colourPhotos).map(([c, src]) => [c, storeImagePath(src, mediaBaseUrl)]),
                ),
              }
            : {}),
        });
        if (answer.success)
          setState({ status: 'ready', products: new Map(answer.products.map((p) => [p._id, own(p)])) });
        else setState((s) => ({ ...s, status: 'error', message: answer.message }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, enabled, mediaBaseUrl]);

  return state;
}
