import Link from 'next/link';

export type ReportPreset = { label: string; from: string; to: string };

/** Quick periods for the report (last 7, 30, 90 days, this month); the one shown is marked current. */
export function ReportPresets({ presets, from, to }: { presets: ReportPreset[]; from: string; to: string }) {
  return (
    <nav aria-label="Quick periods" className="mb-5 flex flex-wrap gap-2">
      {presets.map((p) => {
        const current = p.from === from && p.to === to;
        return (
          <Link
            key={p.label}
            href={`/admin/reports?from=${p.from}&to=${p.to}`}
            aria-current={current ? 'page' : undefined}
            className={
              current
                ? 'rounded-full bg-ink px-3 py-1.5 text-sm font-medium text-white'
                : 'rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-canvas'
            }
          >
            {p.label}
          </Link>
        );
      })}
    </nav>
  );
}
