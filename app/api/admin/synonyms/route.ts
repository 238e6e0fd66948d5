import { createSynonymGroup, listAdminSynonymGroups, synonymGroupSchema } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Every search synonym group → `{ groups: [{ _id, terms }] }`. */
export const GET = apiRoute({ auth: 'admin' }, async () => ({ groups: await listAdminSynonymGroups() }));

/** Adds a group `{ terms: [...] }` (two or more words; the first names it) → `{ group }`. */
export const POST = apiRoute({ auth: 'admin', body: synonymGroupSchema }, async ({ body, user }) => ({
  message: 'Synonyms added.',
  group: await createSynonymGroup(body, user.id),
}));
