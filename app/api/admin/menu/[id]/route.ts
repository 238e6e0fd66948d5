import { deleteMenuItem, menuItemPatchSchema, updateMenuItem } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Edits a menu item → `{ item }`. */
export const PATCH = apiRoute(
  { auth: 'admin', body: menuItemPatchSchema },
  async ({ params, body, user }) => ({
    message: 'Menu item saved.',
    item: await updateMenuItem(String(params.id), body, user.id),
  }),
);

/** Removes a menu item. */
export const DELETE = apiRoute({ auth: 'admin' }, async ({ params, user }) => {
  await deleteMenuItem(String(params.id), user.id);
  return { message: 'Menu item removed.' };
});
