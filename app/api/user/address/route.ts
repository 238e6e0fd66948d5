import { createAddress, listAddresses, savedAddressSchema } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

/** GET /api/user/address (token) → {success, addresses}: the shopper's saved addresses, the default first. */
export const GET = apiRoute({ auth: 'user' }, async ({ user }) => ({
  addresses: await listAddresses(user.id),
}));

/** POST /api/user/address (token) {address, isDefault?} → {success, address, message}; at most 10 (409). */
export const POST = apiRoute({ auth: 'user', body: savedAddressSchema }, async ({ user, body }) => ({
  message: 'Address saved.',
  address: await createAddress(user.id, body),
}));
