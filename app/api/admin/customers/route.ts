import { adminCustomerQuerySchema, listAdminCustomers } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/**
 * Shoppers, newest sign-up first: `?q=&status=active|blocked&page=&limit=` → `{ customers: [{ _id, name,
 * email, phone, joinedAt, blocked, blockedAt, blockedReason, orders, returns, spend, lastOrderAt }], total,
 * page, totalPages }`. `q` matches a name, an e-mail or phone digits.
 */
export const GET = apiRoute({ auth: 'admin', query: adminCustomerQuerySchema }, async ({ query }) =>
  listAdminCustomers(query),
);
