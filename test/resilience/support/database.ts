import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { adminQuery, withDatabase } from '@/test/db-server';
import { DELIVERY_FEE_RUPEES, mediaDir, root, tsxBin } from './config';

/**
 * The local server the PostgreSQL variants use when neither DATABASE_URL nor RESILIENCE_PG_SERVER
 * (CI's PGlite run, which names the server it started) is set.
 */
export const DEFAULT_PG_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

/** The PostgreSQL server the PostgreSQL variants run on: the run's own, else CI's, else the local default. */
export function pgServerUrl(): string {
  return process.env.DATABASE_URL || process.env.RESILIENCE_PG_SERVER || DEFAULT_PG_SERVER;
}

/** Null when the server can be used, else why not (printed as the reason for skipping). */
export async function postgresUnavailableReason(serverUrl: string): Promise<string | null> {
  const host = new URL(serverUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    return `the PostgreSQL server ${host} is not on this machine; these tests only drive 127.0.0.1`;
  }
  const client = new Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `no PostgreSQL server could be used at ${new URL(serverUrl).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Environment variables for a child process. */
export type Env = Record<string, string | undefined>;

/** What the store's scripts and server read (lib/env.ts) for one database. */
export function storeEnv(target: DbTarget, dataDir: string, extra: Env = {}): Env {
  const env: Env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_CATALOGUE: 'fashion',
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    DELIVERY_FEE: String(DELIVERY_FEE_RUPEES),
    RATE_LIMIT_DISABLED: 'true',
    // Online orders pay through the offline test-mode provider, which the production server keeps off.
    PAYMENTS_SANDBOX: 'true',
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    PGLITE_DATA_DIR: target.kind === 'pglite' ? target.dir : '',
    ...extra,
  };
  // Vitest sets NODE_ENV=test; the scripts and the server run as they do from `npm start`.
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

/** Runs one of the store's scripts (migrate, seed) to completion; its output is shown only on failure. */
export function runStoreScript(args: string[], env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, args, {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsx ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Migrates and seeds the fashion catalogue into a database with the store's own scripts. */
export async function migrateAndSeed(target: DbTarget, dataDir: string): Promise<void> {
  const env = storeEnv(target, dataDir);
  await runStoreScript(['scripts/migrate.ts'], env);
  await runStoreScript(['scripts/seed.ts', '--catalogue', 'fashion'], env);
}

export type PgDatabase = { url: string; name: string; drop: () => Promise<void> };

/** A new database on the server: a copy of `template` when given, else empty. */
export async function createPgDatabase(
  serverUrl: string,
  label: string,
  template?: string,
): Promise<PgDatabase> {
  const name = `store_resil_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  let dropped = false;
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A copy of a seeded PGlite data folder (the server owns its copy; nothing else opens it meanwhile). */
export function copyPgliteDir(templateDir: string, into: string): string {
  mkdirSync(path.dirname(into), { recursive: true });
  cpSync(templateDir, into, { recursive: true });
  return into;
}

/** A parameterised read-only query, the same on both engines. */
export type Sql = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Opens the database itself (not through the app) for the duration of `fn`. */
export async function withSql<T>(target: DbTarget, fn: (sql: Sql) => Promise<T>): Promise<T> {
  if (target.kind === 'postgres') {
    const client = new Client({ connectionString: target.url });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  // PGlite has no lock on its folder: only ever call this while no server has it open.
  const pglite = new PGlite({ dataDir: target.dir, extensions: { pg_trgm } });
  try {
    return await fn(
      async <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
        (await pglite.query<R>(text, params)).rows,
    );
  } finally {
    await pglite.close();
  }
}
