import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withLock } from '@/scripts/lib/lock';
import { ensureBuild } from './support/build';
import { lockDir, log } from './support/config';
import { createPgDatabase, migrateAndSeed, pgServerUrl, postgresUnavailableReason } from './support/database';

/**
 * Before the resilience files: hold the e2e lock (unless `npm test` already holds it around this step) so
 * nobody rebuilds .next under the servers, build when the build is stale, and seed one PostgreSQL template
 * database and one PGlite folder that every test copies.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (process.env.RESILIENCE_LOCK_HELD !== '1') {
      mkdirSync(path.dirname(lockDir), { recursive: true });
      let acquired!: () => void;
      let finished!: () => void;
      const isAcquired = new Promise<void>((resolve) => (acquired = resolve));
      const isFinished = new Promise<void>((resolve) => (finished = resolve));
      const held = withLock(lockDir, 'resilience test run', async () => {
        acquired();
        await isFinished;
      });
      await isAcquired;
      cleanups.push(async () => {
        finished();
        await held;
      });
      ensureBuild();
    }

    const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'store-resilience-'));
    cleanups.push(() => rmSync(tmpRoot, { recursive: true, force: true }));
    const serverUrl = pgServerUrl();
    const skipReason = await postgresUnavailableReason(serverUrl);
    const pgliteTemplate = path.join(tmpRoot, 'pglite-template');
    const started = Date.now();
    const seeding = [
      migrateAndSeed({ kind: 'pglite', dir: pgliteTemplate }, path.join(tmpRoot, 'seed-pglite')),
    ];
    let template: string | null = null;
    // A named server (DATABASE_URL, or CI's RESILIENCE_PG_SERVER) must work; only the local default may be absent.
    const named = process.env.DATABASE_URL || process.env.RESILIENCE_PG_SERVER;
    if (skipReason && named)
      throw new Error(`the PostgreSQL server ${new URL(named).host} is named but ${skipReason}`);
    if (skipReason) {
      log(`PostgreSQL variants will be SKIPPED (DATABASE_URL is not set): ${skipReason}`);
    } else {
      const database = await createPgDatabase(serverUrl, 'tpl');
      cleanups.push(database.drop);
      template = database.name;
      seeding.push(migrateAndSeed({ kind: 'postgres', url: database.url }, path.join(tmpRoot, 'seed-pg')));
    }
    await Promise.all(seeding);
    log(
      `seeded the fashion catalogue into a PGlite folder${template ? ` and PostgreSQL template ${template} at ${new URL(serverUrl).host}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    project.provide('resilience', {
      tmpRoot,
      pgliteTemplate,
      postgres: template ? { serverUrl, template } : null,
      postgresSkipReason: skipReason,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    resilience: {
      tmpRoot: string;
      pgliteTemplate: string;
      postgres: { serverUrl: string; template: string } | null;
      postgresSkipReason: string | null;
    };
  }
}
