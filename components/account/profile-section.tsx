'use client';

import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** A collapsible card of the /profile page, open at first. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="mt-6 rounded-2xl border border-line bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between px-5 py-4 text-left font-semibold"
        >
          {title}
          <ChevronDown aria-hidden className={`h-5 w-5 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={id} hidden={!open} className="border-t border-line px-5 py-4">
        {children}
      </div>
    </section>
  );
}
