import { adminOrderQuerySchema, listAdminOrders } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Orders for the back office: filters and pagination in the query → `{ orders, total, page, totalPages }`. */
export const GET = apiRoute({ auth: 'admin', query: adminOrderQuerySchema }, async ({ query }) =>
  listAdminOrders(query),
);
