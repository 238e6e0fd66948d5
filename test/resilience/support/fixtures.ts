import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject, type TestContext } from 'vitest';
import { log } from './config';
import { copyPgliteDir, createPgDatabase, type DbTarget, type PgDatabase } from './database';

export const context = () => inject('resilience');

/** Skips the test, saying why, when there is no PostgreSQL server to run it on (printed, never silent). */
export function requirePostgres(ctx: TestContext): void {
  const reason = context().postgresSkipReason;
  if (context().postgres) return;
  log(`SKIPPED "${ctx.task.name}": ${reason}`);
  ctx.skip(reason ?? 'no PostgreSQL server');
}

export type FreshDatabase = { target: DbTarget; dataDir: string; drop: () => Promise<void> };

/** A seeded database of its own for one test file: a PostgreSQL copy of the template, or a PGlite folder copy. */
export async function freshDatabase(kind: DbTarget['kind'], label: string): Promise<FreshDatabase> {
  const { tmpRoot, pgliteTemplate, postgres } = context();
  const dataDir = path.join(tmpRoot, `${label}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'pglite') {
    const dir = copyPgliteDir(pgliteTemplate, path.join(dataDir, 'pglite'));
    return { target: { kind, dir }, dataDir, drop: async () => undefined };
  }
  if (!postgres) throw new Error('no PostgreSQL server (call requirePostgres first)');
  const database: PgDatabase = await createPgDatabase(postgres.serverUrl, label, postgres.template);
  return { target: { kind, url: database.url }, dataDir, drop: database.drop };
}
