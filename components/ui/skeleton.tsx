/** A grey placeholder block; the caller gives it the size of what it stands for. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded bg-stone-200 ${className}`} />;
}
