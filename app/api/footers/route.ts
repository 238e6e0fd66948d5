import { apiRoute } from '@/lib/http';
import { listFooterLinks } from '@/lib/navigation';

/** Footer quick links (title, link, _id), sorted by position. */
export const GET = apiRoute({}, async () => ({ footers: await listFooterLinks() }));
