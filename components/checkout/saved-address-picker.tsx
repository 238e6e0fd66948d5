'use client';

import { addressSummary, type ClientAddress } from '@/lib/browser/addresses';

/** The shopper's saved addresses at checkout: one tap fills the delivery form with one of them. */
export function SavedAddressPicker({
  addresses,
  chosenId,
  onChoose,
}: {
  addresses: ClientAddress[];
  chosenId: string | null;
  onChoose: (address: ClientAddress) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="saved-addresses-title" className="lg:col-span-2">
      <h2 id="saved-addresses-title" className="mb-3 font-display text-2xl font-semibold">
        Your saved addresses
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="checkout-saved-addresses">
        {addresses.map((a) => {
          const chosen = a._id === chosenId;
          return (
            <li key={a._id}>
              <button
                type="button"
                onClick={() => onChoose(a)}
                aria-pressed={chosen}
                className={`w-full rounded-2xl border p-4 text-left text-sm transition ${
                  chosen ? 'border-ink ring-2 ring-ink' : 'border-line hover:border-ink'
                }`}
              >
                <span className="block font-medium">
                  {a.firstName} {a.lastName}
                  {a.isDefault ? (
                    <span className="ml-2 text-xs font-semibold text-brand-700">Default</span>
                  ) : null}
                </span>
                <span className="block break-words text-muted">{addressSummary(a)}</span>
                <span className="block text-muted">{a.phone}</span>
                <span className="mt-2 block font-semibold underline">
                  {chosen ? 'Delivering here' : 'Deliver to this address'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
