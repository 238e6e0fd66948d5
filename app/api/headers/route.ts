import { apiRoute } from '@/lib/http';
import { listMenuItems } from '@/lib/navigation';

/** The navigation menu (spec section 7: "list of menu items"). */
export const GET = apiRoute({}, async () => ({ headers: await listMenuItems() }));
