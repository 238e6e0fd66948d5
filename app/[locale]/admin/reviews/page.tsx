import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { QueryError } from '@/components/admin/query-error';
import { ReviewsModerationList } from '@/components/admin/reviews-moderation-list';
import { keptFilters, readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { adminReviewQuerySchema, listAdminReviews } from '@/lib/reviews';

export const metadata: Metadata = { title: 'Reviews' };

const statusFilter: FilterField[] = [
  {
    name: 'status',
    label: 'Status',
    anyLabel: 'All reviews',
    choices: [
      ['visible', 'Visible'],
      ['hidden', 'Hidden'],
    ],
  },
];

/** Review moderation: every review newest first, filtered by status, each with Hide (with a reason) or Restore. */
export default async function AdminReviewsPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/reviews', searchParams, adminReviewQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query, error } = admin;
  const result = await listAdminReviews(query);
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Shoppers' reviews, newest first. A hidden review leaves the product's rating and is shown only to its author, with your reason."
      />
      <FilterBar label="Filter reviews" idPrefix="reviews" fields={statusFilter} values={query} />
      {error ? <QueryError message={error} /> : null}
      <ReviewsModerationList reviews={result.reviews} />
      <AdminPagination of={result} path="/admin/reviews" keep={keptFilters(query)} noun="review" />
    </>
  );
}

export const instant = false;
