import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { invalidatePages } from '@/lib/page-cache';
import { searchSynonyms, type SearchSynonymRow } from '@/models';
import { changedFields, writeAudit } from './audit';
import type { SynonymGroupInput } from './synonym-schema';

export type AdminSynonymGroup = { _id: string; terms: string[] };

const toGroup = (row: SearchSynonymRow): AdminSynonymGroup => ({ _id: row.id, terms: row.terms });

/** Runs a synonym change, then marks listings stale: their search results may change with it. */
async function changingSearch<T>(change: () => Promise<T>): Promise<T> {
  const result = await change();
  invalidatePages(['listing']);
  return result;
}

/** Every synonym group, alphabetical by the word that names it. */
export async function listAdminSynonymGroups(): Promise<AdminSynonymGroup[]> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.terms), asc(searchSynonyms.id));
  return rows.map(toGroup);
}

/** Adds a synonym group with its audit row. */
export async function createSynonymGroup(
  input: SynonymGroupInput,
  actorUserId: string,
): Promise<AdminSynonymGroup> {
  return changingSearch(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(searchSynonyms).values({ terms: input.terms }).returning();
      if (!row) throw new Error('Creating the synonym group returned no row');
      const group = toGroup(row);
      await writeAudit(tx, {
        actorUserId,
        action: 'synonym.create',
        entity: 'synonym',
        entityId: row.id,
        after: { ...group },
      });
      return group;
    }),
  );
}

/** Replaces a group's words; the audit row holds the before and after. */
export async function updateSynonymGroup(
  id: string,
  input: SynonymGroupInput,
  actorUserId: string,
): Promise<AdminSynonymGroup> {
  return changingSearch(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
      if (!current) throw notFound('Synonym group not found.');
      const [row] = await tx
        .update(searchSynonyms)
        .set({ terms: input.terms })
        .where(eq(searchSynonyms.id, id))
        .returning();
      if (!row) throw notFound('Synonym group not found.');
      const group = toGroup(row);
      const diff = changedFields({ ...toGroup(current) }, { ...group }, ['_id']);
      if (Object.keys(diff.after).length) {
        await writeAudit(tx, {
          actorUserId,
          action: 'synonym.update',
          entity: 'synonym',
          entityId: id,
          ...diff,
        });
      }
      return group;
    }),
  );
}

/** Removes a synonym group; the audit row keeps its words. */
export async function deleteSynonymGroup(id: string, actorUserId: string): Promise<void> {
  await changingSearch(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
      if (!row) throw notFound('Synonym group not found.');
      await writeAudit(tx, {
        actorUserId,
        action: 'synonym.delete',
        entity: 'synonym',
        entityId: id,
        before: { ...toGroup(row) },
      });
    }),
  );
}
