import { logoutResponse } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/user/logout → {success: true} and an expired session cookie. An addition to the spec's
 * calls; tokens are stateless, so a copied token stays valid until it expires.
 */
export const POST = apiRoute({}, async () => logoutResponse());
