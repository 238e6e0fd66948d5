import type { ReactNode } from 'react';

/** A titled part of a back-office page; `hiddenTitle` keeps the title for screen readers only. */
export function AdminSection({
  id,
  title,
  hiddenTitle = false,
  className,
  children,
}: {
  id: string;
  title: string;
  hiddenTitle?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `space-y-3 ${className}` : 'space-y-3'}>
      <h2 id={id} className={hiddenTitle ? 'sr-only' : 'text-lg font-semibold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
