import { formatIstDateTime } from '@/lib/admin/time';
import type { OutboxEntry } from '@/lib/mail';
import { DataList } from './data-table';

const statusLabel: Record<OutboxEntry['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  outbox: 'In outbox (not sent)',
  failed: 'Failed',
};

/** The store's e-mails newest first: who, what, when and how delivery went; each opens in full. */
export function OutboxTable({ entries }: { entries: OutboxEntry[] }) {
  return (
    <DataList
      items={entries}
      empty="No e-mails yet."
      item={(e) => (
        <li key={e.id} className="p-4 text-sm" data-testid="outbox-entry">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <a href={`/admin/outbox/${e.id}`} className="font-medium underline-offset-2 hover:underline">
              {e.subject}
            </a>
            <span className="ml-auto text-xs text-muted">{formatIstDateTime(e.createdAt)}</span>
          </div>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
            <span className="break-all">To {e.to}</span>
            <code className="rounded bg-canvas px-1.5 py-0.5">{e.kind}</code>
            <span>{statusLabel[e.status]}</span>
            {e.attempts > 0 ? <span>{e.attempts} attempt(s)</span> : null}
            {e.lastError ? <span className="break-all text-red-700">{e.lastError}</span> : null}
          </div>
        </li>
      )}
    />
  );
}
