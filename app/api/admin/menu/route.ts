import { createMenuItem, listAdminMenuItems, menuItemCreateSchema } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Every menu item (logo, theme, icons and links), by position. */
export const GET = apiRoute({ auth: 'admin' }, async () => ({ items: await listAdminMenuItems() }));

/** Adds a menu item → `{ item }`. */
export const POST = apiRoute({ auth: 'admin', body: menuItemCreateSchema }, async ({ body, user }) => ({
  message: 'Menu item added.',
  item: await createMenuItem(body, user.id),
}));
