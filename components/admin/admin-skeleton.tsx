import { Skeleton } from '@/components/ui/skeleton';

/** A back office page inside the sidebar frame while it loads: header, figures, table. */
export function AdminSkeleton() {
  return (
    <div aria-busy="true" data-testid="admin-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div className="mb-6">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="mt-2 h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="mt-8 space-y-2 rounded-2xl border border-line bg-white p-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
