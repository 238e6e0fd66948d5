import { apiRoute } from '@/lib/http';
import { listUserOrders } from '@/lib/orders';

/** The signed-in shopper's orders, newest first: `{ success, orders }`. */
export const POST = apiRoute({ auth: 'user' }, async ({ user }) => ({
  orders: await listUserOrders(user.id),
}));
