import type { ReactNode } from 'react';

export type DataColumn = { label: string; align?: 'right' };

const emptyClass = 'rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted';

/** What a back-office list shows when nothing matches. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={emptyClass}>{children}</p>;
}

/** One cell of a `DataTable` row, padded like its header. */
export function Cell({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={className ? `px-4 py-3 ${className}` : 'px-4 py-3'}>{children}</td>;
}

/**
 * The back office's table shell: a scrolling frame, a header row from `columns` and one row per item
 * (`row` returns the `<tr>`, with `Cell`s); `empty` stands instead when there are no items.
 */
export function DataTable<T>({
  columns,
  items,
  row,
  empty,
}: {
  columns: DataColumn[];
  items: T[];
  row: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={
                  c.align === 'right' ? 'px-4 py-3 text-right font-semibold' : 'px-4 py-3 font-semibold'
                }
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{items.map(row)}</tbody>
      </table>
    </div>
  );
}

/** The back office's list shell (entries that open, rather than columns): one `<li>` per item. */
export function DataList<T>({
  items,
  item,
  empty,
}: {
  items: T[];
  item: (entry: T) => ReactNode;
  empty: ReactNode;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <ol className="divide-y divide-line rounded-2xl border border-line bg-white">{items.map(item)}</ol>;
}
