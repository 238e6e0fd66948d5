'use client';

import { useEffect, useState } from 'react';

type Lookup = {
  status: 'idle' | 'loading' | 'found' | 'not-found' | 'error';
  city?: string;
  state?: string;
  country?: string;
};
type PostOffice = { District: string; State: string; Country: string };

/** Looks up city, state and country once the postal code reaches 6 digits (spec section 5). */
export function usePincode(zipcode: string): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const code = /^\d{6}$/.test(zipcode) ? zipcode : null;

  useEffect(() => {
    if (!code) {
      // Fewer than 6 digits: nothing to look up yet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLookup({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setLookup({ status: 'loading' });
    fetch(`/api/pincode/${code}`)
      .then((res) => res.json() as Promise<{ Status?: string; PostOffice?: PostOffice[] | null }[]>)
      .then((data) => {
        if (cancelled) return;
        const office = data[0]?.Status === 'Success' ? data[0].PostOffice?.[0] : undefined;
        setLookup(
          office
            ? { status: 'found', city: office.District, state: office.State, country: office.Country }
            : { status: 'not-found' },
        );
      })
      .catch((error: unknown) => {
        // Logged only (spec section 8); the shopper can still type city and state.
        console.warn('Postal code lookup failed', error);
        if (!cancelled) setLookup({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  return lookup;
}
