import { apiRoute } from '@/lib/http';

/** GET /api/user/info (token) → {success, user: {_id, name, email, role}}; the wrapper has already loaded the user. */
export const GET = apiRoute({ auth: 'user' }, async ({ user }) => ({
  user: { _id: user.id, name: user.name, email: user.email, role: user.role },
}));
