import { apiRoute } from '@/lib/http';
import { adminReviewQuerySchema, listAdminReviews } from '@/lib/reviews';

/**
 * Every review, newest first: `?status=visible|hidden&page=&limit=` →
 * `{ reviews: [{ _id, productId, productName, rating, comment, userName, userEmail, date, hidden, hiddenReason, hiddenAt }], total, page, totalPages }`.
 */
export const GET = apiRoute({ auth: 'admin', query: adminReviewQuerySchema }, async ({ query }) =>
  listAdminReviews(query),
);
