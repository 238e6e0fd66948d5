import Link from 'next/link';
import type { SearchSummary } from '@/lib/catalog';
import type { SearchNotice as QueryNotice } from '@/lib/storefront/listing-page';

type Props = {
  /** The search text as the URL has it. */
  q: string;
  summary: SearchSummary | undefined;
  clearHref: string;
  /** The same listing for other search text; `exact` searches the words as typed, uncorrected. */
  searchHref: (q: string, exact?: boolean) => string;
  /** Whether filters other than the search narrow the listing (a no-match then says so). */
  filtered: boolean;
  /** Categories to browse when nothing matched. */
  categories: string[];
  /** What was done to the typed text before searching: shortened, or nothing left to search for. */
  input?: QueryNotice;
};

const MAX_CATEGORY_LINKS = 6;

/**
 * What a search found, said plainly: the words searched, the correction used instead of the typed
 * words (with a link to search the exact words), and when nothing matched, a no-match message
 * with words and categories to try instead of look-alike products.
 */
export function SearchNotice({ q, summary, clearHref, searchHref, filtered, categories, input }: Props) {
  return (
    <div className="mt-2 space-y-1 text-sm text-muted" data-testid="search-notice">
      <p className="[overflow-wrap:anywhere]" data-testid="search-summary">
        {input?.kind === 'limited' ? (
          <>Too many searches from your connection. Please try again in {input.retryAfterSeconds} seconds</>
        ) : input?.kind === 'no-words' ? (
          <>
            Nothing to search for in <strong className="text-ink">“{q}”</strong>: type a word or a number
          </>
        ) : input?.kind === 'shortened' ? (
          <>
            Your search was {input.length} characters long, so we searched its first {input.searched.length}
          </>
        ) : null}
        {input ? ' · ' : null}
        <Link href={clearHref} className="underline">
          {input ? 'clear search' : 'Clear search'}
        </Link>
      </p>
      {summary?.correctedQuery ? (
        <p data-testid="search-correction">
          Showing results for <strong className="text-ink">{summary.correctedQuery}</strong>. Search instead
          for{' '}
          <Link href={searchHref(summary.query, true)} className="font-medium text-ink underline">
            {summary.query}
          </Link>
        </p>
      ) : summary?.understoodAs && summary.matched ? (
        <p>
          Also searched as <strong className="text-ink">{summary.understoodAs}</strong>
        </p>
      ) : null}
      {summary?.filters.length ? (
        <p data-testid="search-filters">
          Filtered by <strong className="text-ink">{summary.filters.join(', ')}</strong>
        </p>
      ) : null}
      {summary?.unmatched.length ? (
        <p data-testid="search-unmatched">
          No products matched{' '}
          {summary.unmatched.map((word, i) => (
            <span key={word}>
              {i > 0 ? ', ' : ''}
              <strong className="text-ink">“{word}”</strong>
            </span>
          ))}
          {summary.matched ? ', so it was left out' : ''}
        </p>
      ) : null}
      {summary?.partial ? (
        <p data-testid="search-partial">
          No product has all your words: showing <strong className="text-ink">{summary.partial}</strong>{' '}
          products, the closest matches first
        </p>
      ) : null}
      {summary && !summary.matched ? (
        <div
          role="status"
          className="mt-3 rounded-xl border border-line bg-white px-4 py-3 text-ink"
          data-testid="search-no-match"
        >
          <p className="font-medium">
            No products match “{summary.query}”{filtered ? ' with these filters' : ''}.
          </p>
          {summary.suggestions.length ? (
            <p className="mt-1">
              Try:{' '}
              {summary.suggestions.map((word, i) => (
                <span key={word}>
                  {i > 0 ? ', ' : ''}
                  <Link href={searchHref(word)} className="underline">
                    {word}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
          {categories.length ? (
            <p className="mt-1">
              Or browse:{' '}
              {categories.slice(0, MAX_CATEGORY_LINKS).map((category, i) => (
                <span key={category}>
                  {i > 0 ? ', ' : ''}
                  <Link href={`/shop?category=${encodeURIComponent(category)}`} className="underline">
                    {category}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
