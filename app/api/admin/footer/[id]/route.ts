import { deleteFooterLink, footerLinkPatchSchema, updateFooterLink } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Edits a footer link → `{ link }`. */
export const PATCH = apiRoute(
  { auth: 'admin', body: footerLinkPatchSchema },
  async ({ params, body, user }) => ({
    message: 'Footer link saved.',
    link: await updateFooterLink(String(params.id), body, user.id),
  }),
);

/** Removes a footer link. */
export const DELETE = apiRoute({ auth: 'admin' }, async ({ params, user }) => {
  await deleteFooterLink(String(params.id), user.id);
  return { message: 'Footer link removed.' };
});
