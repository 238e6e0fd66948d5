export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page links to show: first, last, and a window of `radius` pages each side of the current
 * one, with an ellipsis wherever pages are skipped (spec section 9).
 */
export function pageWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(2, page - radius);
  const end = Math.min(totalPages - 1, page + radius);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}
