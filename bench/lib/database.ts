import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminQuery, withDatabase } from '@/test/db-server';
import { bin, root, runOrThrow } from './proc';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Seeded photos are drawn once and cached here across bench runs. */
export const mediaDir = path.join(root, '.data', 'bench-media');

export type BenchDatabase = { url: string; name: string; drop: () => Promise<void> };

/** Creates a fresh, empty database on the server named by BENCH_DATABASE_URL. */
export async function createDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `store_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  let dropped = false;
  return {
    url: withDatabase(serverUrl, name),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The environment the store's own scripts and server read (see lib/env.ts). */
export function storeEnv(database: { url?: string; pgliteDir?: string }, dataDir: string): NodeJS.ProcessEnv {
  mkdirSync(mediaDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    STORE_CATALOGUE: 'fashion',
    DATA_DIR: dataDir,
    MEDIA_DIR: mediaDir,
    DATABASE_URL: database.url ?? '',
  };
  if (database.pgliteDir) env.PGLITE_DATA_DIR = database.pgliteDir;
  return env;
}

/** Migrates and seeds with the store's own scripts: the fashion catalogue, plus `products` synthetic ones. */
export function migrateAndSeed(env: NodeJS.ProcessEnv, products = 0): number {
  const started = performance.now();
  runOrThrow(bin('tsx'), ['scripts/migrate.ts'], env);
  const args = ['scripts/seed.ts', '--catalogue', 'fashion'];
  if (products > 0) args.push('--products', String(products));
  runOrThrow(bin('tsx'), args, env);
  return performance.now() - started;
}
