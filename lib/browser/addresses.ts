import type { ApiAddress } from '@/lib/accounts/addresses';
/** A saved address as GET /api/user/address answers it (a type-only import: nothing server-side reaches the browser). */
export type ClientAddress = ApiAddress;

/** One line a shopper recognises an address by. */
export function addressSummary(a: ClientAddress): string {
  return [a.street, a.apartment, a.city, a.state, a.zipcode].filter(Boolean).join(', ');
}

/** The checkout form's fields from a saved address. */
export function toFormAddress(a: ClientAddress) {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    street: a.street,
    appartment: a.apartment,
    city: a.city,
    state: a.state,
    zipcode: a.zipcode,
    country: a.country,
    phone: a.phone,
  };
}

/**
 * True when the checkout form holds this saved address. City and state are left out: the PIN code lookup
 * may rewrite them ("Bangalore" for "Bengaluru") after a saved address fills the form.
 */
export function sameAddress(a: ClientAddress, form: ReturnType<typeof toFormAddress>): boolean {
  const keys = ['firstName', 'lastName', 'email', 'street', 'appartment', 'zipcode', 'phone'] as const;
  const saved = toFormAddress(a);
  return keys.every((k) => saved[k].trim().toLowerCase() === form[k].trim().toLowerCase());
}
