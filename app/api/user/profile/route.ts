import { getProfile, profileSchema, updateProfile } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

/** GET /api/user/profile (token) → {success, user: {name, email, phone}}. */
export const GET = apiRoute({ auth: 'user' }, async ({ user }) => ({ user: await getProfile(user.id) }));

/** POST /api/user/profile (token) {name, phone?} → {success, user, message}: the e-mail is not changed here. */
export const POST = apiRoute(
  { auth: 'user', body: profileSchema, bodyLimit: 8 * 1024 },
  async ({ user, body }) => ({
    message: 'Profile saved.',
    user: await updateProfile(user.id, body),
  }),
);
