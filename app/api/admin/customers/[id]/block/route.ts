import { blockCustomer, customerBlockSchema } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/**
 * `{ reason }` (3 to 200 characters) → `{ message, customer, ... }`: the account can no longer sign in or
 * order, and its sessions end. 403 for an owner's account (one's own included), 409 when already blocked.
 */
export const POST = apiRoute(
  { auth: 'admin', body: customerBlockSchema, plainMessages: true },
  async ({ params, body, user }) => ({
    message: 'Customer blocked.',
    ...(await blockCustomer(String(params.id), body, user.id)),
  }),
);
