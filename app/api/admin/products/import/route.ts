import { z } from 'zod';
import { importCatalogue, planCatalogueImport } from '@/lib/admin/catalogue';
import { apiRoute } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { withUploadStream } from '@/lib/http/upload-stream';

const query = z.object({
  plan: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be the planId of a dry run')
    .optional(),
});

/**
 * A catalogue CSV (multipart field `file`). Without `?plan=` a dry run → `{ plan }`; with the dry run's
 * planId the same file is applied in one transaction → `{ plan, applied }` (409 with the new plan if the
 * catalogue or the file changed since).
 */
export const POST = apiRoute({ auth: 'admin', query }, async ({ req, query, user }) => {
  const planId = query.plan;
  if (!planId) return { plan: await withUploadStream(req, BODY_LIMITS.catalogueImport, planCatalogueImport) };
  const result = await withUploadStream(req, BODY_LIMITS.catalogueImport, (file) =>
    importCatalogue(file, planId, user.id),
  );
  return { message: `Applied ${result.applied} changes.`, ...result };
});
