'use client';

import { useRouter } from 'next/navigation';
import { useContext, useRef, useTransition, type ReactNode } from 'react';
import { ShowResultsContext } from './filter-drawer';

/**
 * A GET form that also works without JavaScript (its Apply button submits it); with JavaScript it
 * applies changes as they happen: checkboxes and selects at once, typed numbers after a pause.
 * Inside the phone drawer, a choice or a submit also folds the drawer onto the results; a typed
 * number does not, as the shopper may still be typing the other end of the range.
 */
export function AutoSubmitForm({
  action,
  children,
  className,
  id,
}: {
  action: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, startTransition] = useTransition();
  const showResults = useContext(ShowResultsContext);

  const navigate = (form: HTMLFormElement, reveal: boolean) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
    }
    params.delete('page');
    startTransition(() => router.push(`${action}${params.size ? `?${params}` : ''}`, { scroll: false }));
    if (reveal) showResults?.();
  };

  return (
    <form
      id={id}
      action={action}
      method="get"
      className={className}
      data-pending={pending || undefined}
      onChange={(e) => {
        const form = e.currentTarget;
        const target = e.target as unknown as HTMLInputElement;
        clearTimeout(timer.current);
        const typed = target.type === 'number' || target.type === 'search' || target.type === 'text';
        timer.current = setTimeout(() => navigate(form, !typed), typed ? 600 : 0);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        navigate(e.currentTarget, true);
      }}
    >
      {children}
    </form>
  );
}
