import { deleteAddress, savedAddressSchema, updateAddress } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

/** PATCH /api/user/address/{id} (token) {address, isDefault?} → {success, address, message}; 403 when not yours. */
export const PATCH = apiRoute({ auth: 'user', body: savedAddressSchema }, async ({ user, params, body }) => ({
  message: 'Address updated.',
  address: await updateAddress(user.id, String(params.id), body),
}));

/** DELETE /api/user/address/{id} (token) → {success, message}; the newest other address becomes the default. */
export const DELETE = apiRoute({ auth: 'user' }, async ({ user, params }) => {
  await deleteAddress(user.id, String(params.id));
  return { message: 'Address deleted.' };
});
