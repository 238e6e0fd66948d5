import { Skeleton } from '@/components/ui/skeleton';

/** Order cards while they load: what /orders shows until the shopper's orders arrive. */
export function OrdersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="orders-loading" className="mt-8 space-y-4">
      <span className="sr-only" role="status">
        Loading your orders…
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-3xl border border-line bg-white p-5">
          <div className="flex -space-x-3">
            <Skeleton className="h-14 w-11 rounded-lg" />
            <Skeleton className="h-14 w-11 rounded-lg" />
          </div>
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}
