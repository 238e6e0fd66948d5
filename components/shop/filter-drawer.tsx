'use client';

import { useState, type ReactNode } from 'react';

/**
 * The folding filter panel of small screens. Its form is the same as the sidebar's, so until the
 * shopper opens it, it is kept inside <noscript>: with JavaScript the browser builds no nodes for it
 * and React does not hydrate it (about 200 elements on /shop); without JavaScript it simply shows.
 */
export function FilterDrawer({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group mb-6 rounded-xl border border-line bg-white lg:hidden"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium">
        {summary}
      </summary>
      <div className="border-t border-line p-4">{open ? children : <noscript>{children}</noscript>}</div>
    </details>
  );
}
