'use client';

import { useEffect, useState } from 'react';

type Writes = Record<string, (...args: never[]) => Promise<unknown>>;

/** Stand-ins for the named writes that wait for `open()`, then call the handlers last given to `update`. */
function createGate<T extends Writes>(names: string[]) {
  let latest: T | null = null;
  let open = () => {};
  const known = new Promise<void>((resolve) => (open = resolve));
  const writes = Object.fromEntries(
    names.map((name) => [
      name,
      async (...args: never[]) => {
        await known;
        return latest![name]!(...args);
      },
    ]),
  ) as T;
  return { writes, open: () => open(), update: (current: T) => void (latest = current) };
}

/**
 * The cart and wishlist writes, held back until the session is known. In the first moments after a page
 * loads, whether the shopper is signed in is not known yet: a click then went to the visitor's local cart
 * and was lost once the signed-in shopper's own cart loaded. A held write runs once the session is known,
 * with the handlers of the render that knows it (latest cart, signed in or not); later writes run at once.
 */
export function useSessionGate<T extends Writes>(sessionKnown: boolean, writes: T): T {
  const [gate] = useState(() => createGate<T>(Object.keys(writes)));
  // Effects run in order after each commit: the handlers are current before the gate opens.
  useEffect(() => {
    gate.update(writes);
  });
  useEffect(() => {
    if (sessionKnown) gate.open();
  }, [sessionKnown, gate]);
  return gate.writes;
}
