'use client';

import { cellLabel, gridAxes } from '@/lib/admin/shared/product-schema';

export type GridCell = { color: string; size: string; stock: number };
/** What the owner typed per cell, by `color\u0000size`. */
export type GridValues = Record<string, string>;

export const cellKey = (color: string, size: string) => `${color}\u0000${size}`;

/** The counts the form loaded, as the inputs' starting text. */
export function loadedValues(cells: readonly GridCell[] | null): GridValues {
  return Object.fromEntries((cells ?? []).map((c) => [cellKey(c.color, c.size), String(c.stock)]));
}

/**
 * The cells to send: those the owner changed (or that are new to the grid), each with the count the page
 * loaded (`was`) so the server refuses the save if an order took a unit meanwhile. Cells left alone are not
 * sent, so an order placed while the page was open keeps its unit.
 */
export function changedCells(
  colors: readonly string[],
  sizes: readonly string[],
  values: GridValues,
  loaded: readonly GridCell[] | null,
): { color: string; size: string; stock: string; was: number | null }[] {
  const axes = gridAxes(colors, sizes);
  const before = new Map((loaded ?? []).map((c) => [cellKey(c.color, c.size), c.stock]));
  return axes.colors.flatMap((color) =>
    axes.sizes.flatMap((size) => {
      const key = cellKey(color, size);
      const was = before.get(key) ?? null;
      const typed = (values[key] ?? '').trim() || '0';
      return typed === String(was ?? 0) && was !== null ? [] : [{ color, size, stock: typed, was }];
    }),
  );
}

/** The grid's total as typed (cells not yet whole numbers count as 0). */
export function gridTotal(colors: readonly string[], sizes: readonly string[], values: GridValues): number {
  const axes = gridAxes(colors, sizes);
  let total = 0;
  for (const color of axes.colors)
    for (const size of axes.sizes) {
      const n = Number((values[cellKey(color, size)] ?? '').trim() || '0');
      if (Number.isInteger(n) && n >= 0) total += n;
    }
  return total;
}

type Props = {
  colors: string[];
  sizes: string[];
  values: GridValues;
  onChange: (values: GridValues) => void;
  /** Refusals by cell key. */
  errors: Record<string, string>;
};

/**
 * Units per colour (rows) and size (columns), one input a cell; the box scrolls sideways on its own when the
 * sizes are many, so the page never does. A product without sizes has one column, one without colours one row.
 */
export function StockGrid({ colors, sizes, values, onChange, errors }: Props) {
  const axes = gridAxes(colors, sizes);
  const total = gridTotal(colors, sizes, values);
  return (
    <div>
      <div
        className="w-fit max-w-full overflow-x-auto rounded-lg border border-line"
        data-testid="stock-grid"
      >
        <table className="border-collapse text-sm">
          <caption className="sr-only">Units in stock by colour and size</caption>
          <thead className="bg-canvas">
            <tr>
              <th
                scope="col"
                className="sticky left-0 border-r border-line bg-canvas px-3 py-2 text-left font-medium"
              >
                {colors.length > 0 ? 'Colour' : ''}
              </th>
              {axes.sizes.map((size) => (
                <th key={size} scope="col" className="px-1.5 py-2 text-left font-medium whitespace-nowrap">
                  {size === 'default' ? 'Units' : size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {axes.colors.map((color) => (
              <tr key={color} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 border-r border-line bg-white px-3 py-2 text-left font-medium whitespace-nowrap"
                >
                  {color || 'All'}
                </th>
                {axes.sizes.map((size) => {
                  const key = cellKey(color, size);
                  const error = errors[key];
                  return (
                    <td key={size} className="px-1.5 py-1.5 align-top">
                      <input
                        className={`field w-16 tabular-nums ${error ? 'border-danger' : ''}`}
                        inputMode="numeric"
                        aria-label={`Stock for ${cellLabel(color, size)}`}
                        aria-invalid={error ? true : undefined}
                        title={error}
                        value={values[key] ?? '0'}
                        onChange={(e) => onChange({ ...values, [key]: e.currentTarget.value })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm" data-testid="stock-total">
        Total in stock: <strong className="tabular-nums">{total}</strong>{' '}
        <span className="text-muted">(the sum of the grid)</span>
      </p>
      {Object.entries(errors).map(([key, message]) => (
        <p key={key} className="mt-1 text-xs text-danger">
          {cellLabel(...(key.split('\u0000') as [string, string]))}: {message}
        </p>
      ))}
    </div>
  );
}
