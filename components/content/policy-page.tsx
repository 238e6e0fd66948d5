import type { ReactNode } from 'react';

/** A static text page (policies, about) with readable typography. */
export function PolicyPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="font-display text-4xl font-semibold tracking-tight">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-muted">Last updated {updated}</p> : null}
      <div className="mt-8 space-y-5 leading-7 text-stone-700 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
