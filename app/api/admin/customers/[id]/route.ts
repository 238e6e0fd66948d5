import { getAdminCustomer } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** One account → `{ customer, orders, returns, addresses, reviews }` (never a password hash or token); 404 unknown. */
export const GET = apiRoute({ auth: 'admin' }, async ({ params }) => getAdminCustomer(String(params.id)));
