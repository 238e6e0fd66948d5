'use client';

import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadProductChart } from './chart-action';

/**
 * A button that opens its content in a native modal <dialog> (focus moves in and comes back on
 * close, Escape closes, the page behind is inert). The content is rendered on the server, the same
 * for every visitor, and asked for (a server function) when the dialog first opens: the
 * product page carries neither its markup nor its payload (issue 26), and keeps its DOM budget.
 */
const failed = (
  <p role="alert" className="text-danger">
    The chart could not be loaded. Close this and try again.
  </p>
);

export function ChartDialog({
  label,
  title,
  productId,
}: {
  label: string;
  title: string;
  productId: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // undefined until the content has come; kept for the next opening.
  const [content, setContent] = useState<React.ReactNode>(undefined);

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mt-6 block text-sm font-medium text-brand-700 underline underline-offset-4"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          if (content === undefined || content === failed) {
            setContent(undefined);
            loadProductChart(productId).then(
              (chart) => setContent(chart ?? failed),
              () => setContent(failed),
            );
          }
        }}
      >
        {label}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-ink backdrop:bg-black/40"
          // Escape and the close button end here: the content leaves the DOM, focus returns to the button.
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
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
          <div className="p-4 text-sm" aria-busy={content === undefined}>
            {content === undefined ? <p className="text-muted">Loading…</p> : content}
          </div>
        </dialog>
      ) : null}
    </>
  );
}
