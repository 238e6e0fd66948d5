import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './index';

const migrationsFolder = path.join(process.cwd(), 'drizzle');

/** Applies the drizzle-kit migrations in ./drizzle to the given database. */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
