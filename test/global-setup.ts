import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/lib/db';
import { migrateDb } from '@/lib/db/migrate';
import { adminQuery, withDatabase } from './db-server';

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on the server).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `store_test_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const handle = openPostgres(withDatabase(serverUrl, template), 1);
    await migrateDb(handle);
    await handle.close();
    project.provide('dbTemplate', template);
    return async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const handle = openPglite();
  await migrateDb(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
