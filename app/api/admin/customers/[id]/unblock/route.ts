import { customerBlockSchema, unblockCustomer } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** `{ reason }` (3 to 200 characters) → `{ message, customer, ... }`: the shopper may sign in again. 409 when not blocked. */
export const POST = apiRoute(
  { auth: 'admin', body: customerBlockSchema, plainMessages: true },
  async ({ params, body, user }) => ({
    message: 'Customer unblocked.',
    ...(await unblockCustomer(String(params.id), body, user.id)),
  }),
);
