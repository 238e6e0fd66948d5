import { createFooterLink, footerLinkCreateSchema, listAdminFooterLinks } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Every footer link, by position. */
export const GET = apiRoute({ auth: 'admin' }, async () => ({ links: await listAdminFooterLinks() }));

/** Adds a footer link → `{ link }`. */
export const POST = apiRoute({ auth: 'admin', body: footerLinkCreateSchema }, async ({ body, user }) => ({
  message: 'Footer link added.',
  link: await createFooterLink(body, user.id),
}));
