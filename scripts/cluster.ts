/**
 * `npm run cluster`: the production layout on one machine (docs/deploy.md), all on 127.0.0.1.
 *   PostgreSQL  DATABASE_URL, else postgres://postgres@127.0.0.1:5432/store_cluster (started with
 *               pg_ctlcluster and the database created when needed); migrated, seeded when empty
 *   Redis       REDIS_URL, else 127.0.0.1:6379, else a redis-server of its own
 *   the app     `next build` when the build is missing or stale, then N instances of next start
 *               (--instances, default 2) on ports of their own, sharing invalidations over Redis
 *   Varnish     deploy/varnish/store.vcl in front (--port, default 6081), health-probing each instance
 * Prints the URLs and stops everything on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { withDatabase } from '@/test/db-server';
import { needsBuild, nextStartArgs } from './lib/build';
import { freePort } from './lib/e2e-server';
import {
  redisAnswers,
  startRedis,
  startVarnish,
  superviseChild,
  type Child,
  type Varnish,
} from './lib/front-cache';

const root = process.cwd();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const log = (message: string) => console.log(`[cluster] ${message}`);

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '6081' },
    verbose: { type: 'boolean', default: false },
  },
});
const instanceCount = Number(values.instances);
const varnishPort = Number(values.port);
if (!Number.isInteger(instanceCount) || instanceCount < 1) throw new Error('--instances must be 1 or more');

const children: Child[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('stopping…');
    for (const child of children.reverse()) await child.stop().catch(() => undefined);
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

async function connectError(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the Debian cluster when nothing answers on the default local server. */
function startLocalPostgres(): void {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  const version = versions.at(-1);
  if (!version)
    throw new Error('no PostgreSQL server answers and none is installed: apt-get install postgresql');
  log(`starting PostgreSQL ${version} (pg_ctlcluster)`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
}

async function database(): Promise<string> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/store_cluster';
  const admin = withDatabase(url, 'postgres');
  if (await connectError(admin)) {
    if (process.env.DATABASE_URL)
      throw new Error(`DATABASE_URL does not answer: ${await connectError(admin)}`);
    startLocalPostgres();
    for (let i = 0; i < 30 && (await connectError(admin)); i++) await new Promise((r) => setTimeout(r, 1000));
  }
  if (await connectError(url)) {
    const name = new URL(url).pathname.slice(1);
    log(`creating database ${name}`);
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
    await client.end();
  }
  return url;
}

function runScript(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tsx, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`tsx ${args.join(' ')} failed (exit ${result.status})`);
}

async function productCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from products')).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function redis(): Promise<string> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return url;
  if (process.env.REDIS_URL) throw new Error(`REDIS_URL does not answer: ${url}`);
  const own = await startRedis(await freePort(), values.verbose);
  children.push(own);
  log(`started redis-server on ${own.url}`);
  return own.url;
}

async function startInstance(n: number, env: NodeJS.ProcessEnv): Promise<{ port: number; child: Child }> {
  const port = await freePort();
  const child = spawn(process.execPath, nextStartArgs(port, '127.0.0.1'), {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const supervised = superviseChild(child, `app${n}`, values.verbose);
  children.push(supervised);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (supervised.exited())
      throw new Error(`instance ${n} exited:\n${supervised.logs().slice(-20).join('\n')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, child: supervised };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`instance ${n} did not answer /api/health within 90 s`);
}

try {
  const databaseUrl = await database();
  const redisUrl = await redis();
  const siteUrl = `http://127.0.0.1:${varnishPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Shoppers reach the store through Varnish: its address is the public one, and it is the one to purge.
    SITE_URL: process.env.SITE_URL ?? siteUrl,
    FRONT_CACHE_PURGE_URL: siteUrl,
    // Varnish appends the shopper's address to X-Forwarded-For; the app may believe it from there.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
    // Every instance must verify the tokens the others sign.
    AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('hex'),
  };
  log(`database ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}: migrating`);
  runScript(['scripts/migrate.ts'], env);
  if ((await productCount(databaseUrl)) === 0) {
    log(`empty database: seeding the ${env.STORE_CATALOGUE ?? 'fashion'} catalogue`);
    runScript(['scripts/seed.ts'], env);
  }
  if (needsBuild()) {
    log('building the app (next build)…');
    const built = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const instances = [];
  for (let n = 1; n <= instanceCount; n++) instances.push(await startInstance(n, env));
  const varnish: Varnish = await startVarnish({
    port: varnishPort,
    backends: instances.map((i, n) => ({ name: `app${n + 1}`, host: '127.0.0.1', port: i.port })),
    verbose: values.verbose,
  });
  children.push(varnish);
  log('ready:');
  log(`  the store (through Varnish)  ${varnish.url}`);
  instances.forEach((i, n) => log(`  instance app${n + 1}`.padEnd(39) + `http://127.0.0.1:${i.port}`));
  log(`  Redis                        ${redisUrl}`);
  log(`  PostgreSQL                   ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`);
  log('Ctrl-C stops everything.');
  // An instance may die (Varnish routes around it: try `kill -9` on one); Varnish or Redis dying ends the run.
  const instanceChildren = new Set(instances.map((i) => i.child));
  const reported = new Set<Child>();
  const watch = setInterval(() => {
    for (const child of children.filter((c) => c.exited() && !reported.has(c))) {
      reported.add(child);
      console.error(`[cluster] pid ${child.pid} exited:\n${child.logs().slice(-10).join('\n')}`);
      if (!instanceChildren.has(child) && !stopping) {
        clearInterval(watch);
        void stopAll(1);
      }
    }
  }, 1000);
} catch (error) {
  console.error(`[cluster] ${(error as Error).message}`);
  await stopAll(1);
}
