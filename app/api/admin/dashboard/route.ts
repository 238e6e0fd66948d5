import { getDashboard } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Today's and this month's orders and revenue (India time), orders by status, low stock, recent orders. */
export const GET = apiRoute({ auth: 'admin' }, async () => getDashboard());
