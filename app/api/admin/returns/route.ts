import { apiRoute } from '@/lib/http';
import { adminReturnQuerySchema, listAdminReturns } from '@/lib/returns';

/** The returns queue: `?status=&page=` → `{ returns, total, page, totalPages }`, newest first. */
export const GET = apiRoute({ auth: 'admin', query: adminReturnQuerySchema }, async ({ query }) =>
  listAdminReturns(query),
);
