'use client';

import 'client-only';
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False in the server HTML and during hydration, true once the browser runs the component. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
