import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import * as schema from '@/models';
import { env } from '@/lib/env';
import { acquireDataDirLock } from './folder-lock';
import { queryCounter } from './query-count';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export type DbHandle = {
  kind: DbKind;
  db: Db;
  close: () => Promise<void>;
  /** The embedded engine, when kind is pglite (tests dump and clone it). */
  pglite?: PGlite;
  pool?: Pool;
};

const globalForDb = globalThis as typeof globalThis & { __storeDb?: DbHandle };

/**
 * Opens a PGlite database (in memory when dataDir is undefined) with the extensions the schema needs.
 * A data folder is locked for this process first: DataDirBusyError when another live process has it.
 */
export function openPglite(dataDir?: string, loadDataDir?: Blob | File): DbHandle {
  let release = () => undefined as void;
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  const pglite = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client: pglite, schema, logger: queryCounter }) as unknown as Db;
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      release();
    }
  };
  return { kind: 'pglite', db, pglite, close };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(url: string, max = Number(process.env.PG_POOL_MAX ?? 10)): DbHandle {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // A dropped connection must not crash the process; the next query reports the fault instead.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  const db = drizzleNodePg({ client: pool, schema, logger: queryCounter }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

function openFromEnv(): DbHandle {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // The build must never open the embedded data folder: the server process owns it.
    throw new Error('The database is not available while building; render this page at request time.');
  }
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.PGLITE_DATA_DIR);
}

/** The process-wide database handle, opened on first use and kept across dev hot reloads. */
export function getDbHandle(): DbHandle {
  globalForDb.__storeDb ??= openFromEnv();
  return globalForDb.__storeDb;
}

/** Replaces the process-wide handle (tests give each file its own fresh database). */
export function setDbHandle(handle: DbHandle | undefined): void {
  globalForDb.__storeDb = handle;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__storeDb;
  globalForDb.__storeDb = undefined;
  await handle?.close();
}

/** Work to do once a transaction has committed, by transaction (see runAfterCommit). */
const afterCommit = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once the transaction `tx` (opened with `db.transaction`) has committed, or at once when `tx`
 * is not one (a plain `db`). Nothing runs if it rolls back. For effects others must not see before the
 * data, e.g. telling caches to drop a page: told earlier, a cache could refill from the old rows.
 */
export function runAfterCommit(tx: Tx | Db, fn: () => void): void {
  const queue = afterCommit.get(tx);
  if (queue) queue.push(fn);
  else fn();
}

/** `db.transaction`, running the transaction's runAfterCommit work once it has committed. */
function transactionWithHooks(real: Db): Db['transaction'] {
  return async (work, config) => {
    const queue: (() => void)[] = [];
    const result = await real.transaction((tx) => {
      afterCommit.set(tx, queue);
      return work(tx);
    }, config);
    for (const fn of queue) fn();
    return result;
  };
}

/** The one Drizzle instance; resolves the handle lazily so importing this module opens nothing. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = getDbHandle().db as unknown as Record<string | symbol, unknown>;
    if (prop === 'transaction') return transactionWithHooks(real as unknown as Db);
    const value = real[prop];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export function dbKind(): DbKind {
  return getDbHandle().kind;
}
