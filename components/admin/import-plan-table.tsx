import type { PlanRow } from '@/lib/admin/catalogue';
import { Cell, DataTable } from './data-table';

const OUTCOME = {
  create: { label: 'New', className: 'bg-emerald-100 text-emerald-800' },
  change: { label: 'Changed', className: 'bg-amber-100 text-amber-900' },
  refuse: { label: 'Refused', className: 'bg-red-100 text-red-800' },
} as const;

/** The table shows this many lines; a larger plan says how many more there are. */
const SHOWN = 500;

/** A dry run's lines: what each will create or change (column, old → new) or why it is refused. */
export function ImportPlanTable({ rows }: { rows: PlanRow[] }) {
  return (
    <>
      <DataTable
        columns={[{ label: 'Line' }, { label: 'Result' }, { label: 'Product and what happens' }]}
        items={rows.slice(0, SHOWN)}
        empty="Nothing to create, change or refuse: the file matches the catalogue."
        row={(r) => (
          <tr key={r.line} data-testid="import-row" data-outcome={r.outcome}>
            <Cell className="tabular-nums">{r.line}</Cell>
            <Cell>
              <span
                className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${OUTCOME[r.outcome].className}`}
              >
                {OUTCOME[r.outcome].label}
              </span>
            </Cell>
            {/* Name and details in one cell: a phone shows the reason without scrolling the table. */}
            <Cell className="min-w-52 break-words">
              <span className="font-medium">{r.name || '—'}</span>
              <span className="block text-xs text-muted">
                {[r.sku, r.colour, r.size].filter(Boolean).join(' · ')}
              </span>
              {r.outcome === 'refuse' ? (
                <span className="mt-1 block text-red-800">
                  {r.column ? <code className="font-semibold">{r.column}</code> : null} {r.reason}
                </span>
              ) : (
                <ul className="mt-1 space-y-0.5">
                  {r.changes.map((c) => (
                    <li key={c.column}>
                      <code className="font-semibold">{c.column}</code>{' '}
                      {r.outcome === 'change' ? (
                        <>
                          <del className="text-muted">{c.from || '(empty)'}</del> → {c.to || '(empty)'}
                        </>
                      ) : (
                        c.to
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Cell>
          </tr>
        )}
      />
      {rows.length > SHOWN ? (
        <p className="text-sm text-muted">
          The first {SHOWN} of {rows.length.toLocaleString('en-IN')} lines are shown.
        </p>
      ) : null}
    </>
  );
}
