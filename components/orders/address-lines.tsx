import type { ApiOrderAddress } from '@/lib/orders/view';

/** The name, street and city lines of an order's address; the caller adds the contact lines. */
export function AddressLines({ address: a }: { address: ApiOrderAddress }) {
  return (
    <>
      {a.firstName} {a.lastName}
      <br />
      {a.street}
      {a.apartment ? `, ${a.apartment}` : ''}
      <br />
      {a.city}, {a.state} {a.zipcode}
    </>
  );
}
