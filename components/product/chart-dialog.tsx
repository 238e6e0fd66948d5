'use client';

import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens its content in a native modal <dialog> (focus moves in and comes back on
 * close, Escape closes, the page behind is inert). The content is rendered on the server, the same
 * for every visitor, but only enters the DOM while open: the product page keeps its DOM budget.
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
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

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
        onClick={() => setOpen(true)}
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
          <div className="p-4 text-sm">{children}</div>
        </dialog>
      ) : null}
    </>
  );
}
