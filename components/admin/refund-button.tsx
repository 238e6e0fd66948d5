'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/admin/client-api';

/** For a cancelled order paid online: records that the money went back, and e-mails the shopper. */
export function RefundButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const refund = async () => {
    if (!window.confirm('Record that the refund was issued? The shopper is e-mailed.')) return;
    setBusy(true);
    const answer = await adminFetch(`/api/admin/orders/${orderId}/refund`, { json: {} });
    setBusy(false);
    if (!answer.success) return void toast.error(answer.message);
    toast.success('Refund recorded.');
    router.refresh();
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void refund()}
      className="btn btn-outline mt-4 w-full"
    >
      {busy ? 'Recording…' : 'Record refund issued'}
    </button>
  );
}
