'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { AddressFields, emptyAddress, type AddressState } from '@/components/checkout/address-fields';
import { apiCall } from '@/lib/browser/api';
import { addressSummary, toFormAddress, type ClientAddress } from '@/lib/browser/addresses';
import { ProfileSection } from './profile-section';

type Editing = { id: string | null; value: AddressState; isDefault: boolean };

/** The shopper's saved addresses on /profile: add, edit, delete, choose the default (at most 10). */
export function SavedAddresses() {
  const { user } = useShop();
  const [list, setList] = useState<ClientAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await apiCall<{ addresses: ClientAddress[] }>('/api/user/address');
    setList(answer.success ? answer.addresses : []);
  }, []);
  useEffect(() => {
    void apiCall<{ addresses: ClientAddress[] }>('/api/user/address').then((answer) =>
      setList(answer.success ? answer.addresses : []),
    );
  }, []);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    setBusy(true);
    const body = { address: editing.value, isDefault: editing.isDefault };
    const answer = editing.id
      ? await apiCall<{ message: string }>(`/api/user/address/${editing.id}`, { method: 'PATCH', body })
      : await apiCall<{ message: string }>('/api/user/address', { body });
    setBusy(false);
    if (!answer.success) return void toast.error(answer.message);
    toast.success(answer.message);
    setEditing(null);
    await load();
  };

  const makeDefault = async (a: ClientAddress) => {
    const answer = await apiCall<{ message: string }>(`/api/user/address/${a._id}`, {
      method: 'PATCH',
      body: { address: toFormAddress(a), isDefault: true },
    });
    if (!answer.success) return void toast.error(answer.message);
    await load();
  };

  const remove = async (a: ClientAddress) => {
    if (!window.confirm(`Delete the address ${addressSummary(a)}?`)) return;
    const answer = await apiCall<{ message: string }>(`/api/user/address/${a._id}`, { method: 'DELETE' });
    if (!answer.success) return void toast.error(answer.message);
    toast.success(answer.message);
    await load();
  };

  const fresh = (): AddressState => ({
    ...emptyAddress,
    email: user?.email ?? '',
    firstName: user?.name.split(' ')[0] ?? '',
    lastName: user?.name.split(' ').slice(1).join(' ') ?? '',
  });

  return (
    <ProfileSection title="Saved Addresses">
      {list === null ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No saved addresses yet.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="saved-addresses">
          {list.map((a) => (
            <li
              key={a._id}
              className="flex flex-wrap items-start gap-3 py-3 text-sm"
              data-testid="saved-address"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {a.firstName} {a.lastName}
                  {a.isDefault ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold">
                      Default
                    </span>
                  ) : null}
                </p>
                <p className="break-words text-muted">{addressSummary(a)}</p>
                <p className="text-muted">{a.phone}</p>
              </div>
              <div className="flex flex-wrap gap-3">
                {a.isDefault ? null : (
                  <button type="button" className="underline" onClick={() => void makeDefault(a)}>
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="underline"
                  onClick={() => setEditing({ id: a._id, value: toFormAddress(a), isDefault: a.isDefault })}
                >
                  Edit
                </button>
                <button type="button" className="text-danger underline" onClick={() => void remove(a)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form
          onSubmit={save}
          className="mt-4 space-y-4"
          aria-label={editing.id ? 'Edit address' : 'New address'}
        >
          <AddressFields value={editing.value} onChange={(value) => setEditing({ ...editing, value })} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={editing.isDefault}
              onChange={(e) => setEditing({ ...editing, isDefault: e.target.checked })}
            />
            Use as my default address
          </label>
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className="btn btn-primary">
              {busy ? 'Saving…' : 'Save address'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (list?.length ?? 0) < 10 ? (
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => setEditing({ id: null, value: fresh(), isDefault: false })}
        >
          + Add an address
        </button>
      ) : (
        <p className="mt-3 text-sm text-muted">
          You keep 10 addresses, the most allowed: delete one to add another.
        </p>
      )}
    </ProfileSection>
  );
}
