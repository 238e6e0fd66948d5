import type { ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

/**
 * A titled chart card: the picture (an SVG with role="img" and an aria-label) and the same figures as a
 * table in a closed `<details>`, for screen readers and for anyone who wants the exact numbers.
 */
export function ChartFigure({
  id,
  title,
  table,
  children,
}: {
  id: string;
  title: string;
  table: ChartTable;
  children: ReactNode;
}) {
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <figcaption id={id} className="mb-3 text-base font-semibold">
        {title}
      </figcaption>
      {children}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted">Show as a table</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? 'py-1 pr-2' : 'py-1 pl-2 text-right'}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-1 pr-2 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="py-1 pl-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
