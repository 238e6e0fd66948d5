import Link from 'next/link';
import type { ActiveFilter } from '@/lib/catalog/shared/filters';

type Props = {
  chips: ActiveFilter[];
  /** The listing without that one filter. */
  hrefWithout: (chip: ActiveFilter) => string;
  clearHref: string;
};

const chip =
  'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition';

/**
 * The applied filters above the results, each a link to the listing without it, plus Clear all:
 * plain links, so they work without JavaScript; on a phone they show what the folded panel holds.
 */
export function FilterChips({ chips, hrefWithout, clearHref }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((c) => (
        <li key={c.key} className="max-w-full">
          <Link
            href={hrefWithout(c)}
            prefetch={false}
            scroll={false}
            aria-label={`Remove filter: ${c.label}`}
            className={`${chip} border-ink bg-ink text-white hover:bg-stone-700`}
          >
            <span className="truncate">{c.label}</span>
            <span aria-hidden className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={clearHref}
          prefetch={false}
          scroll={false}
          className={`${chip} border-line bg-white font-medium hover:border-ink`}
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}
