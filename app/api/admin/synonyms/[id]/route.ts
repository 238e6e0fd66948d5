import { deleteSynonymGroup, synonymGroupSchema, updateSynonymGroup } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/** Replaces a group's words → `{ group }`. */
export const PATCH = apiRoute(
  { auth: 'admin', body: synonymGroupSchema },
  async ({ params, body, user }) => ({
    message: 'Synonyms saved.',
    group: await updateSynonymGroup(String(params.id), body, user.id),
  }),
);

/** Removes a group. */
export const DELETE = apiRoute({ auth: 'admin' }, async ({ params, user }) => {
  await deleteSynonymGroup(String(params.id), user.id);
  return { message: 'Synonyms removed.' };
});
