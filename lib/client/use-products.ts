'use client';

import { useEffect, useState } from 'react';
import type { ApiProduct } from '@/lib/catalog/types';
import { apiCall } from './api';

type State = { status: 'loading' | 'ready' | 'error'; products: Map<string, ApiProduct>; message?: string };

/** Loads the given products (cart lines, wishlist) from the API; reloads when the set of ids changes. */
export function useProducts(ids: string[], enabled = true): State {
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<State>({ status: 'loading', products: new Map() });

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
        if (answer.success)
          setState({ status: 'ready', products: new Map(answer.products.map((p) => [p._id, p])) });
        else setState((s) => ({ ...s, status: 'error', message: answer.message }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, enabled]);

  return state;
}
