import { z } from 'zod';
import { pageParams } from '@/lib/admin';
import { apiRoute } from '@/lib/http';
import { listContactMessages } from '@/lib/marketing';

/** The contact page's messages, newest first, paginated, with the unread count. */
export const GET = apiRoute({ auth: 'admin', query: z.object(pageParams) }, async ({ query }) =>
  listContactMessages(query),
);
