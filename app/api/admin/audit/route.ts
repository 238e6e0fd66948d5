import { z } from 'zod';
import { listAuditLog, pageParams } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** The audit log, newest first, paginated. */
export const GET = apiRoute({ auth: 'admin', query: z.object(pageParams) }, async ({ query }) =>
  listAuditLog(query),
);
