import { ChartFigure } from './chart-figure';

export type BarItem = { label: string; value: number };

// The SVG's own width: shown at most 30rem wide, its 12-unit text reads between 10 and 16 px.
const W = 360;
const ROW = 30;
const LABEL_W = 130;
const VALUE_W = 100;
const MAX_LABEL = 19;

const short = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * Labelled horizontal bars drawn on the server (orders by status, payment split, top products). Long
 * labels are shortened in the picture; the table below it has them whole.
 */
export function BarListChart({
  id,
  title,
  items,
  format,
  columnLabel,
  extraColumn,
  empty = 'Nothing in this period.',
}: {
  id: string;
  title: string;
  items: BarItem[];
  format: (value: number) => string;
  columnLabel: string;
  /** A second figure per item shown only in the table (e.g. units beside revenue). */
  extraColumn?: { label: string; values: string[] };
  empty?: string;
}) {
  const max = Math.max(0, ...items.map((i) => i.value));
  const barSpace = W - LABEL_W - VALUE_W;
  const height = Math.max(items.length, 1) * ROW;
  const summary =
    items.length === 0
      ? `${title}: ${empty}`
      : `${title}: ${items.map((i) => `${i.label} ${format(i.value)}`).join('; ')}.`;
  const columns = [title.split(' by ')[0] ?? title, columnLabel, ...(extraColumn ? [extraColumn.label] : [])];
  return (
    <ChartFigure
      id={id}
      title={title}
      table={{
        columns,
        rows: items.map((i, n) => [
          i.label,
          format(i.value),
          ...(extraColumn ? [extraColumn.values[n] ?? ''] : []),
        ]),
      }}
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${W} ${height}`}
          className="block h-auto w-full max-w-[30rem]"
        >
          {items.map((item, n) => {
            const y = n * ROW;
            const w = max === 0 ? 0 : (item.value / max) * barSpace;
            return (
              <g key={`${item.label}-${n}`}>
                <text x={0} y={y + ROW / 2 + 4} fontSize={12} fill="var(--color-ink)">
                  {short(item.label)}
                </text>
                <rect
                  x={LABEL_W}
                  y={y + 7}
                  width={Math.max(w, item.value > 0 ? 2 : 0)}
                  height={ROW - 14}
                  rx={3}
                  fill="var(--color-brand-500)"
                />
                <text
                  x={W}
                  y={y + ROW / 2 + 4}
                  fontSize={12}
                  textAnchor="end"
                  fill="var(--color-muted)"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {format(item.value)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFigure>
  );
}
