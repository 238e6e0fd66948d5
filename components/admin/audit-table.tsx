import type { AuditRow } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { DataList } from './data-table';

const entityLink: Record<string, (id: string) => string | null> = {
  order: (id) => `/admin/orders/${id}`,
  product: (id) => `/admin/products/${id}`,
  user: (id) => `/admin/customers/${id}`,
  upload: (id) => id,
};

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

/** Audit entries newest first, each with who, what, when and the before/after values. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  return (
    <DataList
      items={entries}
      empty="Nothing recorded yet."
      item={(e) => {
        const href = entityLink[e.entity]?.(e.entityId) ?? null;
        return (
          <li key={e.id} className="p-4 text-sm" data-testid="audit-entry">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <code className="rounded bg-canvas px-1.5 py-0.5 text-xs font-semibold">{e.action}</code>
              {href ? (
                <a href={href} className="break-all font-mono text-xs underline-offset-2 hover:underline">
                  {e.entityId}
                </a>
              ) : (
                <span className="break-all font-mono text-xs">{e.entityId}</span>
              )}
              <span className="ml-auto text-xs text-muted">
                {formatIstDateTime(e.date)} ·{' '}
                {e.actor ? `${e.actor.name} (${e.actor.email})` : 'command line'}
              </span>
            </div>
            <details className="mt-2">
              <summary className="cursor-pointer text-xs text-muted">Before and after</summary>
              <div className="mt-2 grid gap-2 md:grid-cols-2">
                <pre className="max-h-64 overflow-auto rounded-lg bg-canvas p-2 text-xs">
                  {json(e.before)}
                </pre>
                <pre className="max-h-64 overflow-auto rounded-lg bg-canvas p-2 text-xs">{json(e.after)}</pre>
              </div>
            </details>
          </li>
        );
      }}
    />
  );
}
