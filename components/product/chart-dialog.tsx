'use client';

import { Ruler, X } from 'lucide-react';
import { useId, useRef } from 'react';

/**
 * A button that opens its content in a native modal <dialog> (focus moves in and comes back on
 * close, Escape closes, the page behind is inert). The content is server-rendered into the page's
 * HTML, the same for every visitor; only opening and closing run here.
 */
export function ChartDialog({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-4"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Ruler aria-hidden className="h-4 w-4" />
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-ink backdrop:bg-black/40"
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-line bg-white px-4 py-3">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            className="-mr-2 rounded-full p-2 hover:bg-black/5"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        <div className="p-4 text-sm">{children}</div>
      </dialog>
    </>
  );
}
