'use client';

import { createContext, useCallback, useEffect, useRef, type ReactNode } from 'react';

/** Called by the filter form when the shopper applies a choice: on a phone, fold the panel and show the results. */
export const ShowResultsContext = createContext<(() => void) | null>(null);

type Props = {
  summary: ReactNode;
  children: ReactNode;
  /** Id of the element the page lands on once a filter is applied. */
  resultsId: string;
  /** Changes when new results arrive (the listing's URL), to land on them once they have rendered. */
  resultsKey: string;
};

/**
 * The one filter form of the listing, sent once: a folding panel on small screens, the sidebar from
 * `lg` up, where the `filter-panel` utility hides the summary and shows the content of the closed
 * <details> (`::details-content`). It works without JavaScript at every width.
 * On a phone, applying a filter folds the panel and scrolls to the results: open, it pushes them a
 * screen or more down. In the sidebar it does neither.
 */
/**
 * When a phone shopper last applied a filter. Module state, not a ref: each listing URL is its own page
 * segment (/shop/v/<key>), so the listing that arrives is a new FilterDrawer, which lands on its
 * results if the filter was applied moments ago.
 */
let appliedAt = 0;
const LANDING_WINDOW_MS = 15_000;

export function FilterDrawer({ summary, children, resultsId, resultsKey }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  const scrollToResults = useCallback(() => {
    document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
  }, [resultsId]);

  const showResults = useCallback(() => {
    // The sidebar (summary not displayed) stays as it is.
    if (!details.current?.open || summaryRef.current?.offsetParent == null) return;
    details.current.open = false;
    appliedAt = Date.now();
    scrollToResults();
    // The control that had focus folds away with the panel: keyboard and screen reader users go on from the results.
    document.getElementById(resultsId)?.focus({ preventScroll: true });
  }, [scrollToResults, resultsId]);

  // Once the new results (and their filter chips) render above the fold, land on them again, with focus.
  useEffect(() => {
    if (Date.now() - appliedAt > LANDING_WINDOW_MS) return;
    appliedAt = 0;
    scrollToResults();
    document.getElementById(resultsId)?.focus({ preventScroll: true });
  }, [resultsKey, scrollToResults, resultsId]);

  return (
    <details ref={details} className="filter-panel group">
      <summary
        ref={summaryRef}
        className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium"
      >
        {summary}
      </summary>
      <div className="filter-panel-body">
        <ShowResultsContext value={showResults}>{children}</ShowResultsContext>
      </div>
    </details>
  );
}
