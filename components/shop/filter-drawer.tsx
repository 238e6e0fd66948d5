'use client';

import { createContext, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Called by the drawer's form when the shopper applies a choice: fold the panel and show the results. */
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
 * The folding filter panel of small screens. Its form is the same as the sidebar's, so until the
 * shopper opens it, it is kept inside <noscript>: with JavaScript the browser builds no nodes for it
 * and React does not hydrate it (about 200 elements on /shop); without JavaScript it simply shows.
 * Applying a filter folds it and scrolls to the results: open, it pushes them a screen or more down.
 */
export function FilterDrawer({ summary, children, resultsId, resultsKey }: Props) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const landing = useRef(false);

  const scrollToResults = useCallback(() => {
    document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
  }, [resultsId]);

  const showResults = useCallback(() => {
    if (details.current) details.current.open = false;
    landing.current = true;
    scrollToResults();
    // The control that had focus folds away with the panel: keyboard and screen reader users go on from the results.
    document.getElementById(resultsId)?.focus({ preventScroll: true });
  }, [scrollToResults, resultsId]);

  // Once the new results (and their filter chips) render above the fold, land on them again.
  useEffect(() => {
    if (!landing.current) return;
    landing.current = false;
    scrollToResults();
  }, [resultsKey, scrollToResults]);

  return (
    <details
      ref={details}
      className="group mb-6 rounded-xl border border-line bg-white lg:hidden"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium">
        {summary}
      </summary>
      <div className="border-t border-line p-4">
        {open ? (
          <ShowResultsContext value={showResults}>{children}</ShowResultsContext>
        ) : (
          <noscript>{children}</noscript>
        )}
      </div>
    </details>
  );
}
