/**
 * `npm run bench`: issue 8's speed and scale figures, each against its ceiling or target.
 *   --only pages,db   run a subset (pages, weight, front, lighthouse, mainthread, js, spa, db, suggest, api, pglite, import; browser = lighthouse,mainthread,js,spa)
 *   --all             everything, with the opt-in PGlite run (adds about 8 minutes)
 *   --quick           shorter load runs, fewer repetitions
 *   --build           always rebuild; --no-build never (reuse .next as it is)
 *   --products N      synthetic products for the scale benchmarks (default 100000)
 *   --report          only re-render docs/performance.md from bench/results/latest.json
 * Prints every figure, writes bench/results/latest.json (+ a timestamped copy) and regenerates
 * docs/performance.md and docs/performance-chart.svg. Exits 0 whatever the figures; non-zero only
 * when the harness itself breaks.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { freePort } from '@/scripts/lib/e2e-server';
import { api } from './api';
import { catalogueImport } from './catalogue-import';
import { db } from './db';
import { front } from './front';
import { js } from './js';
import { type BenchContext, type BenchModule, type BenchOptions, type Phase } from './lib/context';
import {
  createDatabase,
  DEFAULT_SERVER_URL,
  migrateAndSeed,
  storeEnv,
  type BenchDatabase,
} from './lib/database';
import { holdLock, lockIncidents } from './lib/lock';
import { pinning, root } from './lib/proc';
import {
  figureLine,
  mergeWithPrevious,
  readLatest,
  writeDocs,
  writeResults,
  type Results,
  type RunSection,
} from './lib/report';
import { buildApp, buildReason, SERVER_COMMAND, startServer, type BenchServer } from './lib/server';
import { fmt } from './lib/stats';
import { targetText } from './lib/types';
import { lighthouse } from './lighthouse';
import { mainthread } from './mainthread';
import { pages } from './pages';
import { pglite } from './pglite';
import { spa } from './spa';
import { suggest } from './suggest';
import { weight } from './weight';

const MODULES: BenchModule[] = [
  pages,
  weight,
  front,
  lighthouse,
  mainthread,
  js,
  spa,
  db,
  suggest,
  api,
  pglite,
  catalogueImport,
];
const ORDER = MODULES.map((m) => m.name);
/** PGlite's run is opt-in: seeding 100,000 products into it alone takes 6-7 minutes here. */
const DEFAULT = ORDER.filter((n) => n !== 'pglite');
const ALIASES: Record<string, string[]> = { browser: ['lighthouse', 'mainthread', 'js', 'spa'], all: ORDER };

function options(): BenchOptions & {
  only: string[];
  build: 'auto' | 'force' | 'never';
  report: boolean;
} {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      build: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      products: { type: 'string' },
      report: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(
      `usage: npm run bench -- [--only ${ORDER.join(',')}|browser] [--all] [--quick] [--build|--no-build] [--products N]`,
    );
    process.exit(0);
  }
  const only = (values.only ?? DEFAULT.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((name) => ALIASES[name] ?? [name])
    .concat(values.all ? ORDER : []);
  const unknown = only.filter((n) => !ORDER.includes(n));
  if (unknown.length)
    throw new Error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${ORDER.join(', ')}, browser)`);
  const products = Number(values.products ?? 100_000);
  if (!Number.isInteger(products) || products < 1000)
    throw new Error('--products must be a whole number of at least 1000');
  return {
    report: values.report ?? false,
    only: [...new Set(only)],
    quick: values.quick ?? false,
    build: values.build ? 'force' : values['no-build'] ? 'never' : 'auto',
    products,
    serverUrl: process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  };
}

async function countListed(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: string }>(
      `select count(*) as n from products where published and visibility <> 'hidden'`,
    );
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const log = (m: string) => console.log(m);
const startedAt = new Date();
const opts = options();
if (opts.report) {
  // Re-renders docs/performance.md and the chart from bench/results/latest.json, measuring nothing.
  const latest = readLatest();
  if (!latest) throw new Error('bench/results/latest.json does not exist yet: run the bench first');
  await writeDocs(latest);
  console.log(
    'docs/performance.md and docs/performance-chart.svg regenerated from bench/results/latest.json',
  );
  process.exit(0);
}
const selected = MODULES.filter((m) => opts.only.includes(m.name));
const needed = new Set(selected.flatMap((m) => m.phases));
const steps: Results['steps'] = [];
const buildIds = new Set<string>();
const sections: RunSection[] = [];
let harnessBroke = false;
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const lockDir = path.join(root, '.data', 'e2e.lock');
mkdirSync(path.join(root, '.data'), { recursive: true });

async function step<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  log(`\n=== ${name} ===`);
  try {
    return await fn();
  } finally {
    steps.push({ step: name, ms: Math.round(performance.now() - started) });
  }
}

/** Runs the selected modules of a phase; a module that throws is recorded and the others go on. */
async function runPhase(phase: Phase, ctx: Omit<BenchContext, 'phase'>): Promise<void> {
  for (const bench of selected.filter((m) => m.phases.includes(phase))) {
    await step(`${bench.title}${bench.phases.length > 1 ? ` (${phase})` : ''}`, async () => {
      try {
        const section = await bench.run({ ...ctx, phase });
        sections.push({ ...section, ranAt: new Date().toISOString() });
        log(`--- ${section.title}`);
        for (const f of section.figures) log(`  ${figureLine(f)}`);
      } catch (error) {
        harnessBroke = true;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`✗ ${bench.name} broke: ${message}`);
        const name =
          bench.phases.length > 1 && phase === 'catalogue-server' ? `${bench.name}-catalogue` : bench.name;
        sections.push({
          name,
          title: bench.title,
          figures: [],
          details: {},
          notes: [],
          ms: 0,
          ranAt: new Date().toISOString(),
          error: message,
        });
      }
    });
  }
}

/** Starts the server on one database, runs `fn`, stops it. Called while the lock is held. */
async function withServer(
  phase: Phase,
  env: NodeJS.ProcessEnv,
  fn: (server: BenchServer) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  for (const bench of selected.filter((m) => m.beforeServer && m.phases.includes(phase)))
    await step(`${bench.name}: prepare before the server starts`, () =>
      bench.beforeServer!({ phase, env: { ...env, SITE_URL: `http://127.0.0.1:${port}` }, log }),
    );
  const server = await step(`start ${SERVER_COMMAND} on core 0`, () => startServer(env, port));
  buildIds.add(server.buildId);
  cleanups.push(server.stop);
  try {
    await fn(server);
  } finally {
    await server.stop();
  }
}

const cleanups: Array<() => Promise<void>> = [];
async function cleanUp(): Promise<void> {
  for (const c of cleanups.reverse()) await c().catch((e: unknown) => console.error('[bench] clean-up:', e));
  cleanups.length = 0;
  rmSync(tmpDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server and dropping the bench database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

console.log(`npm run bench: ${selected.map((m) => m.name).join(', ')}${opts.quick ? ' (quick)' : ''}`);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ')}`,
);
const loadStart = os.loadavg();
const serverPhases = needed.has('catalogue-server') || needed.has('large-server');
try {
  // The large database is seeded and measured in-process first: none of that needs the lock, so a
  // browser-test run holding it meanwhile costs this run no time. Then, under one hold of the lock,
  // the build (when needed) and the server on each database.
  let large: { env: NodeJS.ProcessEnv; url: string; catalogueSize: number } | undefined;
  if (needed.has('large-db') || needed.has('large-server')) {
    const database: BenchDatabase = await step('create the large bench database', () =>
      createDatabase(opts.serverUrl),
    );
    cleanups.push(database.drop);
    const env = storeEnv({ url: database.url }, tmpDir);
    await step(
      `seed the fashion catalogue and ${opts.products.toLocaleString('en-IN')} synthetic products (PostgreSQL)`,
      () => migrateAndSeed(env, opts.products),
    );
    await step('ANALYZE', async () => {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      await client.query('analyze');
      await client.end();
    });
    large = { env, url: database.url, catalogueSize: await countListed(database.url) };
    if (needed.has('large-db')) {
      await runPhase('large-db', {
        options: opts,
        log,
        tmpDir,
        databaseUrl: database.url,
        catalogueSize: large.catalogueSize,
      });
    }
  }
  let small: { env: NodeJS.ProcessEnv; url: string; catalogueSize: number } | undefined;
  if (needed.has('catalogue-server')) {
    const database: BenchDatabase = await step('create the catalogue bench database', () =>
      createDatabase(opts.serverUrl),
    );
    cleanups.push(database.drop);
    const env = storeEnv({ url: database.url }, tmpDir);
    await step('migrate and seed the fashion catalogue', () => migrateAndSeed(env));
    small = { env, url: database.url, catalogueSize: await countListed(database.url) };
  }
  if (serverPhases) {
    const waitStarted = performance.now();
    await holdLock(lockDir, 'run holding .data/e2e.lock', async () => {
      steps.push({
        step: 'waiting for .data/e2e.lock (held by another run)',
        ms: Math.round(performance.now() - waitStarted),
      });
      const reason = buildReason(opts.build, true);
      if (reason) await step(`next build (${reason})`, () => buildApp());
      if (small) {
        const db = small;
        await withServer('catalogue-server', db.env, (server) =>
          runPhase('catalogue-server', {
            options: opts,
            log,
            tmpDir,
            server,
            databaseUrl: db.url,
            catalogueSize: db.catalogueSize,
          }),
        );
      }
      if (large && needed.has('large-server')) {
        const db = large;
        await withServer('large-server', db.env, (server) =>
          runPhase('large-server', {
            options: opts,
            log,
            tmpDir,
            server,
            databaseUrl: db.url,
            catalogueSize: db.catalogueSize,
          }),
        );
      }
    });
  }
  if (needed.has('pglite'))
    await runPhase('pglite', { options: opts, log, tmpDir, catalogueSize: opts.products });
} catch (error) {
  harnessBroke = true;
  console.error('[bench] the harness broke:', error);
} finally {
  await cleanUp();
}

const finishedAt = new Date();
const results = mergeWithPrevious(
  {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    options: { only: selected.map((m) => m.name), quick: opts.quick, products: opts.products },
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageStart: loadStart.map((v) => Math.round(v * 100) / 100),
      loadAverageEnd: os.loadavg().map((v) => Math.round(v * 100) / 100),
      pinning,
      server: SERVER_COMMAND,
      database: `PostgreSQL server at ${new URL(opts.serverUrl).host}`,
    },
    steps,
    buildIds: [...buildIds],
    lockIncidents,
    sections,
  },
  ORDER,
);
const stamped = writeResults(results);
await writeDocs(results);

console.log('\n=== Summary ===');
const rows = results.sections.flatMap((s) => s.figures.filter((f) => f.target).map((f) => ({ s, f })));
const width = Math.max(...rows.map((r) => r.f.label.length), 10);
for (const { f } of rows) {
  const value = `${fmt(f.value, f.unit === '×' ? 3 : 1)}${f.unit === '×' ? '×' : ` ${f.unit}`}`;
  console.log(
    `${f.label.padEnd(width)}  ${value.padStart(12)}  target ${targetText(f.target).padEnd(8)}  ${f.met === undefined ? 'n/a' : f.met ? 'met' : 'NOT met'}`,
  );
}
const met = rows.filter((r) => r.f.met).length;
console.log(
  `\n${met} of ${rows.length} targets met. Took ${fmt(results.durationS / 60, 1)} min; longest steps: ${[
    ...steps,
  ]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((s) => `${s.step} ${fmt(s.ms / 1000, 0)} s`)
    .join(', ')}.`,
);
console.log(
  `Results: ${path.relative(root, stamped)} and bench/results/latest.json; docs/performance.md regenerated.`,
);
process.exit(harnessBroke ? 1 : 0);
