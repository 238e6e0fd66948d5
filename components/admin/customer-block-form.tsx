'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN } from '@/lib/admin/shared/customer-schema';

type State = { error: string | null };

/**
 * Block an account (no sign-in, no orders, every session ended) or lift the block, each with a reason
 * for the audit log; the page refreshes with the account's new state.
 */
export function CustomerBlockForm({ customerId, blocked }: { customerId: string; blocked: boolean }) {
  const router = useRouter();
  const id = useId();
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const reason = String(form.get('reason') ?? '').trim();
      const answer = await adminFetch(`/api/admin/customers/${customerId}/${blocked ? 'unblock' : 'block'}`, {
        json: { reason },
      });
      if (!answer.success) return { error: answer.message };
      toast.success(blocked ? 'Customer unblocked.' : 'Customer blocked.');
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  return (
    <form
      key={String(blocked)}
      onSubmit={submitKeepingValues(action)}
      className="space-y-2"
      aria-label={blocked ? 'Unblock customer' : 'Block customer'}
    >
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
        Reason{' '}
        <span className="font-normal text-muted">(kept in the audit log; the shopper does not see it)</span>
      </label>
      <input
        id={`${id}-reason`}
        name="reason"
        required
        minLength={BLOCK_REASON_MIN}
        maxLength={BLOCK_REASON_MAX}
        className="field"
        placeholder={blocked ? 'e.g. Spoke to the shopper; genuine orders' : 'e.g. Repeated fake COD orders'}
      />
      <button
        type="submit"
        disabled={pending}
        className={
          blocked ? 'btn btn-primary w-full sm:w-auto' : 'btn btn-outline w-full text-danger sm:w-auto'
        }
      >
        {pending ? 'Saving…' : blocked ? 'Unblock customer' : 'Block customer'}
      </button>
      <p aria-live="polite" className="text-sm text-danger">
        {state.error}
      </p>
    </form>
  );
}
