import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSecret, startApp, type AppServer } from './support/app';
import { log } from './support/config';
import { storeEnv } from './support/database';
import { context, freshDatabase, requirePostgres, type FreshDatabase } from './support/fixtures';
import { formatLoadScenario, LOAD_KINDS, runLoadScenario, type LoadScenario } from './support/load';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = 50;

/** Issue 8, point 6 (the CI-sized run; `npx tsx bench/load.ts` is the three-minute one). */
describe(`load: ${seconds} s of mixed traffic at ${connections} connections on PostgreSQL`, () => {
  let database: FreshDatabase | undefined;
  let app: AppServer | undefined;
  let scenario: LoadScenario | undefined;

  beforeAll(async () => {
    if (!context().postgres) return;
    database = await freshDatabase('postgres', 'load');
    app = await startApp(storeEnv(database.target, database.dataDir, { AUTH_SECRET: authSecret() }), {
      label: 'load',
    });
    scenario = await runLoadScenario(app, database.target, { seconds, connections, shoppers: 40, seed: 8 });
    for (const line of formatLoadScenario(scenario)) log(line);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers every request: no 5xx, no dropped connection, no timeout, no unexpected status', (ctx) => {
    requirePostgres(ctx);
    const { load } = scenario!;
    for (const kind of LOAD_KINDS) expect(load.kinds[kind].requests, `${kind} requests`).toBeGreaterThan(0);
    expect(load.serverErrors.examples, `${load.serverErrors.count} answers were 5xx`).toEqual([]);
    expect(load.transportErrors.examples, `${load.transportErrors.count} connections failed`).toEqual([]);
    expect(load.timeouts.examples, `${load.timeouts.count} requests got no answer within 30 s`).toEqual([]);
    expect(load.unexpected.examples, `${load.unexpected.count} unexpected statuses`).toEqual([]);
    expect(scenario!.serverAlive).toBe(true);
  });

  it('keeps every acknowledged order exactly once and complete, and writes no other', (ctx) => {
    requirePostgres(ctx);
    const { audit } = scenario!;
    expect(audit.acknowledged, 'orders acknowledged during the run').toBeGreaterThan(10);
    expect(audit.problems).toEqual([]);
    expect(audit.ordersInDatabase).toBe(audit.acknowledged + audit.committedWithoutAnswer);
  });

  it("takes exactly the units sold off each product's stock, never below zero", (ctx) => {
    requirePostgres(ctx);
    expect(scenario!.audit.unitsSold).toBeGreaterThan(0);
    expect(scenario!.audit.stockProblems).toEqual([]);
  });

  it('keeps the server process memory stable after warm-up (last third within +30% of the second)', (ctx) => {
    requirePostgres(ctx);
    const { memory } = scenario!;
    expect(memory.samples).toBeGreaterThanOrEqual(9);
    expect(
      memory.growth,
      `RSS ${memory.secondThirdMb.toFixed(0)} MB → ${memory.lastThirdMb.toFixed(0)} MB`,
    ).toBeLessThanOrEqual(0.3);
  });
});
