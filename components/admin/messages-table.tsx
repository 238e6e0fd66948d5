import { formatIstDateTime } from '@/lib/admin/time';
import type { ContactMessageRow } from '@/models';
import { DataList } from './data-table';

/** The contact page's messages newest first: who wrote, about what, a first line; each opens in full. */
export function MessagesTable({ messages }: { messages: ContactMessageRow[] }) {
  return (
    <DataList
      items={messages}
      empty="No messages yet. Messages sent from the contact page appear here."
      item={(m) => (
        <li key={m.id} className="p-4 text-sm" data-testid="inbox-message">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <a
              href={`/admin/messages/${m.id}`}
              className={`underline-offset-2 hover:underline ${m.read ? '' : 'font-semibold'}`}
            >
              {m.subject || `Message from ${m.name}`}
            </a>
            {m.read ? null : (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
                New
              </span>
            )}
            <span className="ml-auto text-xs text-muted">{formatIstDateTime(m.createdAt)}</span>
          </div>
          <p className="mt-1 break-words text-xs text-muted">
            {m.name} · <span className="break-all">{m.email}</span>
          </p>
          <p className="mt-1 line-clamp-2 break-words text-stone-700">{m.message}</p>
        </li>
      )}
    />
  );
}
