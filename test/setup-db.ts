import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, openPglite, openPostgres, setDbHandle } from '@/lib/db';
import { mailerIdle, pauseMailer } from '@/lib/mail/queue';
import { adminQuery, withDatabase } from './db-server';

// Each test file runs on a fresh copy of the migrated template: no data leaks between files or runs.
let databaseName: string | undefined;

beforeAll(async () => {
  const template = inject('dbTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    databaseName = `store_test_${randomBytes(6).toString('hex')}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(serverUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant collide; wait and retry.
        if (attempt >= 10) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
      }
    }
    setDbHandle(openPostgres(withDatabase(serverUrl, databaseName), 5));
  } else {
    const handle = openPglite(undefined, new Blob([readFileSync(template)]));
    await handle.pglite!.waitReady;
    setDbHandle(handle);
  }
});

afterAll(async () => {
  // A delivery pass a test's order kicked off may still be running: let it finish on this database.
  pauseMailer(true);
  await mailerIdle();
  await closeDb();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && databaseName)
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});
