/**
 * `npx tsx bench/load.ts`: issue 8, point 6 at full length. Three minutes (LOAD_SECONDS or --seconds) of
 * mixed shopper traffic at 50 connections — browse 70%, search 10%, cart 15%, cash-on-delivery checkout
 * 5% — against the production server on a fresh PostgreSQL database (DATABASE_URL's server, else the local
 * one). Prints throughput, latency percentiles per kind, error counts, orders and the server's memory, then
 * audits the database: every acknowledged order present exactly once and complete, stock equal to the
 * starting stock minus what was sold. Exits non-zero only when something was lost or failed, never on speed.
 *   --seconds N  --connections N  --shoppers N  --seed N
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withLock } from '@/scripts/lib/lock';
import { authSecret, startApp, type AppServer } from '@/test/resilience/support/app';
import { ensureBuild } from '@/test/resilience/support/build';
import { lockDir } from '@/test/resilience/support/config';
import {
  createPgDatabase,
  migrateAndSeed,
  pgServerUrl,
  postgresUnavailableReason,
  storeEnv,
  type PgDatabase,
} from '@/test/resilience/support/database';
import { formatLoadScenario, runLoadScenario } from '@/test/resilience/support/load';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.LOAD_SECONDS ?? '180' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '40' },
    seed: { type: 'string', default: '6' },
  },
});
const number = (name: string, raw: string, min: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return n;
};
const options = {
  seconds: number('seconds', values.seconds, 5),
  connections: number('connections', values.connections, 1),
  shoppers: number('shoppers', values.shoppers, 1),
  seed: number('seed', values.seed, 0),
};

const serverUrl = pgServerUrl();
const unavailable = await postgresUnavailableReason(serverUrl);
if (unavailable) {
  console.error(`[load] cannot run: ${unavailable}`);
  process.exit(1);
}

const problems = await withLock(lockDir, 'load benchmark', async () => {
  ensureBuild();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'store-load-'));
  let database: PgDatabase | undefined;
  let app: AppServer | undefined;
  try {
    database = await createPgDatabase(serverUrl, 'bench');
    const target = { kind: 'postgres', url: database.url } as const;
    console.log(`[load] migrating and seeding ${database.name} at ${new URL(serverUrl).host}…`);
    await migrateAndSeed(target, tmp);
    app = await startApp(storeEnv(target, tmp, { AUTH_SECRET: authSecret() }), { label: 'load' });
    console.log(
      `[load] ${options.seconds} s of mixed traffic at ${options.connections} connections from ${options.shoppers} shoppers…`,
    );
    const scenario = await runLoadScenario(app, target, options);
    for (const line of formatLoadScenario(scenario)) console.log(line);
    const { load, audit, memory } = scenario;
    const failed = [
      load.serverErrors.count > 0 && `${load.serverErrors.count} answers were 5xx`,
      load.transportErrors.count > 0 && `${load.transportErrors.count} connections failed`,
      load.timeouts.count > 0 && `${load.timeouts.count} requests timed out`,
      load.unexpected.count > 0 && `${load.unexpected.count} unexpected statuses`,
      audit.problems.length > 0 && 'orders were lost, doubled or half-written',
      audit.stockProblems.length > 0 && 'stock does not add up',
      memory.growth > 0.3 && `server memory grew ${(memory.growth * 100).toFixed(0)}% after warm-up`,
      !scenario.serverAlive && 'the server died',
    ].filter((p): p is string => typeof p === 'string');
    return failed;
  } finally {
    await app?.stop();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
});
console.log(problems.length === 0 ? '[load] ✓ nothing lost under load' : `[load] ✗ ${problems.join('; ')}`);
process.exit(problems.length === 0 ? 0 : 1);
