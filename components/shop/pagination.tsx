import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/ui/server-icons';
import { pageWindow } from './page-window';

/** Page links (plain links, so paging works without JavaScript and crawlers can follow it). */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const cell = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link
          href={hrefFor(page - 1)}
          rel="prev"
          className={`${cell} border border-line bg-white hover:border-ink`}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
      {pageWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          item === page ? (
            <span key={item} aria-current="page" className={`${cell} bg-ink text-white`}>
              {item}
            </span>
          ) : (
            <Link
              key={item}
              href={hrefFor(item)}
              className={`${cell} border border-line bg-white hover:border-ink`}
              aria-label={`Page ${item}`}
            >
              {item}
            </Link>
          )
        ) : (
          <span key={item} aria-hidden className={`${cell} text-muted`}>
            …
          </span>
        ),
      )}
      {page < totalPages ? (
        <Link
          href={hrefFor(page + 1)}
          rel="next"
          className={`${cell} border border-line bg-white hover:border-ink`}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
