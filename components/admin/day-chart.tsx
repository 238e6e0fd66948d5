import { ChartFigure } from './chart-figure';

export type DayValue = { date: string; value: number };

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

// The bars' own coordinate space; the SVG stretches it to the card's width (no text inside to distort).
const W = 1000;
const H = 300;

/**
 * A value per day as vertical bars, drawn on the server. The SVG holds only the bars and stretches to any
 * width; the scale's top and the dates are HTML text below and beside it, so they stay readable at 390 px.
 */
export function DayChart({
  id,
  title,
  days,
  format,
  columnLabel,
}: {
  id: string;
  title: string;
  days: DayValue[];
  format: (value: number) => string;
  columnLabel: string;
}) {
  const max = Math.max(0, ...days.map((d) => d.value));
  const slot = W / Math.max(days.length, 1);
  const gap = days.length > 60 ? 0 : slot * 0.2;
  const best = days.reduce<DayValue | null>((b, d) => (!b || d.value > b.value ? d : b), null);
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    max === 0 || !best || !first || !last
      ? `${title}: nothing in the period.`
      : `${title}, ${label(first.date)} to ${label(last.date)}: highest ${format(best.value)} on ${label(best.date)}, total ${format(days.reduce((s, d) => s + d.value, 0))}.`;
  return (
    <ChartFigure
      id={id}
      title={title}
      table={{ columns: ['Day', columnLabel], rows: days.map((d) => [label(d.date), format(d.value)]) }}
    >
      <div className="flex items-start gap-2 text-xs text-muted">
        <span className="shrink-0 tabular-nums">{format(max)}</span>
        <span className="mt-2 h-px flex-1 border-t border-dashed border-line" aria-hidden="true" />
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="block h-40 w-full sm:h-48"
      >
        <line
          x1={0}
          y1={H - 0.5}
          x2={W}
          y2={H - 0.5}
          stroke="var(--color-line)"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((d, i) => {
          const h = max === 0 ? 0 : (d.value / max) * (H - 4);
          return (
            <rect
              key={d.date}
              x={i * slot + gap / 2}
              y={H - h}
              width={Math.max(slot - gap, 0.5)}
              height={h}
              fill="var(--color-brand-500)"
            >
              <title>{`${label(d.date)}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <div className="mt-1 flex justify-between text-xs text-muted">
          <span>{label(first.date)}</span>
          <span>{label(last.date)}</span>
        </div>
      ) : null}
    </ChartFigure>
  );
}
