import Link from 'next/link';
import { pageWindow } from '@/components/shop/page-window';
import { withQuery, type QueryValues } from '@/lib/admin/page-auth';

type Props = {
  /** The page shown, of how many, and how many rows in all. */
  of: { page: number; totalPages: number; total: number };
  /** The list's path and the filters each page link keeps. */
  path: string;
  keep?: QueryValues;
  noun: string;
  plural?: string;
};

/** Page links for a back-office table: first, last and a window around the current page. */
export function AdminPagination({ of, path, keep = {}, noun, plural = `${noun}s` }: Props) {
  const { page, totalPages, total } = of;
  const href = (n: number) => withQuery(path, { ...keep, page: n === 1 ? undefined : n });
  const items = pageWindow(page, totalPages);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {total.toLocaleString('en-IN')} {total === 1 ? noun : plural} · page {page} of {totalPages}
      </p>
      {totalPages > 1 ? (
        <nav aria-label="Pages">
          <ul className="flex items-center gap-1">
            {items.map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Link
                    href={href(item)}
                    aria-current={item === page ? 'page' : undefined}
                    className={`inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 ${
                      item === page ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink'
                    }`}
                  >
                    {item}
                  </Link>
                </li>
              ) : (
                <li key={item} aria-hidden className="px-1 text-muted">
                  …
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
