import { getAdminOrder } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** One order with items, address, payment events, status history (with actors) and the allowed next statuses. */
export const GET = apiRoute({ auth: 'admin' }, async ({ params }) => getAdminOrder(String(params.id)));
