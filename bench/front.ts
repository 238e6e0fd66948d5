/**
 * Issue 15.6: the catalogue through a front cache. Two instances of the production server share the
 * bench database and a Redis of their own behind Varnish (deploy/varnish/store.vcl), as `npm run
 * cluster` runs them. Measures
 *   - throughput of /, /shop and a product page through Varnish ÷ Varnish serving a static file;
 *   - how long an admin edit takes to show through Varnish (edit sent → first fresh page), 100 edits;
 *   - what rendering per request costs (one instance with its page cache off), the figure behind
 *     keeping a page cache rather than Next.js's own caching (docs/performance.md, "Caching design").
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { nextStartArgs } from '@/scripts/lib/build';
import { freePort } from '@/scripts/lib/e2e-server';
import {
  startRedis,
  startVarnish,
  superviseChild,
  type Child,
  type Varnish,
} from '@/scripts/lib/front-cache';
import { loadDurations, timed, type BenchModule, type BenchContext } from './lib/context';
import { loadHeaders, loadRounds, type LoadTarget } from './lib/load';
import { bin, pinned, pinning, runOrThrow, sleep } from './lib/proc';
import { median, ratio, round } from './lib/stats';
import { figure, type Figure } from './lib/types';
import { sampleProductId } from './pages';

const EDITS = 100;
const ADMIN = { email: 'bench-owner@example.in', password: 'Bench-owner-123' };

type Instance = { url: string; child: Child };

async function startInstance(env: NodeJS.ProcessEnv, label: string): Promise<Instance> {
  const port = await freePort();
  const cmd = pinned(0, process.execPath, nextStartArgs(port, '127.0.0.1'));
  const child = superviseChild(
    spawn(cmd.command, cmd.args, {
      env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    label,
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exited()) throw new Error(`${label} exited:\n${child.logs().slice(-20).join('\n')}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await sleep(300);
  }
  throw new Error(`${label} did not answer /api/health`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Edit → first fresh page through the front cache, `EDITS` times, the edits alternating between instances. */
async function invalidationLatencies(front: string, instances: Instance[], productId: string) {
  const login = await fetch(`${instances[0]!.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const page = `${front}/product/${productId}`;
  const latencies: number[] = [];
  let stale = 0;
  for (let i = 0; i < EDITS; i++) {
    const price = 5000 + i;
    // Cached before the edit, as a shopper's visit would leave it.
    await (await fetch(page)).arrayBuffer();
    const started = performance.now();
    const edit = await fetch(`${instances[i % instances.length]!.url}/api/admin/products/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ regularPrice: price, salePrice: null }),
    });
    if (!edit.ok) throw new Error(`edit ${i} answered ${edit.status}: ${await edit.text()}`);
    for (;;) {
      const body = await (await fetch(page)).text();
      if (body.includes(`"price":"${price}.00"`)) break;
      stale++;
      if (performance.now() - started > 70_000) throw new Error(`edit ${i} never showed through Varnish`);
    }
    latencies.push(performance.now() - started);
  }
  return { latencies, stale };
}

async function run(ctx: BenchContext) {
  const databaseUrl = ctx.databaseUrl!;
  const pieces: { stop: () => Promise<void> }[] = [];
  try {
    const redis = await startRedis(await freePort());
    pieces.push(redis);
    const varnishPort = await freePort();
    const front = `http://127.0.0.1:${varnishPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      STORE_CATALOGUE: 'fashion',
      DATABASE_URL: databaseUrl,
      DATA_DIR: ctx.tmpDir,
      REDIS_URL: redis.url,
      FRONT_CACHE_PURGE_URL: front,
      SITE_URL: front,
      TRUST_PROXY: '1',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_DISABLED: 'true',
    };
    runOrThrow(
      bin('tsx'),
      ['scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
      env,
    );
    const instances: Instance[] = [];
    for (const label of ['front-app1', 'front-app2']) {
      const instance = await startInstance(env, label);
      pieces.push(instance.child);
      instances.push(instance);
    }
    // Varnish shares core 0 with the instances; the load generator has core 1 (as in `pages`).
    const varnish: Varnish = await startVarnish({
      port: varnishPort,
      backends: instances.map((i, n) => ({
        name: `app${n + 1}`,
        host: '127.0.0.1',
        port: Number(new URL(i.url).port),
      })),
      prefix: pinning === 'taskset' ? ['taskset', '-c', '0'] : [],
    });
    pieces.push(varnish);
    const productId = await sampleProductId(front);
    const targets: LoadTarget[] = [
      {
        key: 'static',
        label: '/placeholder.webp through Varnish (ceiling)',
        url: `${front}/placeholder.webp`,
      },
      { key: 'home', label: '/ through Varnish', url: `${front}/` },
      { key: 'shop', label: '/shop through Varnish', url: `${front}/shop` },
      { key: 'product', label: '/product/{id} through Varnish', url: `${front}/product/${productId}` },
    ];
    const probes: Record<string, string> = {};
    for (const t of targets) {
      // The load's accept-encoding, twice: Varnish keeps one copy per encoding.
      await (await fetch(t.url, { headers: loadHeaders })).arrayBuffer();
      const res = await fetch(t.url, { headers: loadHeaders });
      await res.arrayBuffer();
      probes[t.key] =
        `X-Cache ${res.headers.get('x-cache')}, cache-control: ${res.headers.get('cache-control')}`;
    }
    const durations = loadDurations(ctx.options);
    ctx.log(
      `through Varnish: ${durations.warmup} s warm-up then ${durations.rounds} × ${durations.seconds} s per target`,
    );
    // No server CPU figure: varnishd's work is in its child process, not the one started here.
    const runs = await loadRounds(targets, durations, ctx.log);
    const rps = (key: string) => median(runs.get(key)!.map((r) => r.rps));
    const generator = (key: string) =>
      median(runs.get(key)!.flatMap((r) => (r.generatorCpuPercent === null ? [] : [r.generatorCpuPercent])));

    // One instance on its own (Next.js's cache, no front cache), for comparison with the front cache.
    const renderer = await startInstance({ ...env, REDIS_URL: '', FRONT_CACHE_PURGE_URL: '' }, 'render');
    pieces.push(renderer.child);
    const renderTargets: LoadTarget[] = [
      {
        key: 'policy',
        label: '/shipping-policy from one instance, no front cache',
        url: `${renderer.url}/shipping-policy`,
      },
      { key: 'shop', label: '/shop from one instance, no front cache', url: `${renderer.url}/shop` },
      {
        key: 'product',
        label: '/product/{id} from one instance, no front cache',
        url: `${renderer.url}/product/${productId}`,
      },
    ];
    const short = { warmup: 2, seconds: ctx.options.quick ? 3 : 5, rounds: 2 };
    ctx.log('rendering per request (page cache off, one instance):');
    const renderRuns = await loadRounds(renderTargets, short, ctx.log);
    await renderer.child.stop();
    const renderRps = (key: string) => median(renderRuns.get(key)!.map((r) => r.rps));

    ctx.log(`invalidation: ${EDITS} admin price edits, each until the new price shows through Varnish`);
    const { latencies, stale } = await invalidationLatencies(front, instances, productId);

    const ceiling = rps('static');
    const figures: Figure[] = [
      figure({
        id: 'front.static.rps',
        label: 'static file through Varnish (ceiling)',
        value: round(ceiling, 0),
        unit: 'req/s',
        note: `/placeholder.webp, ${probes.static}; load generator at ${generator('static') ?? 'n/a'}% of its core`,
      }),
    ];
    for (const key of ['home', 'shop', 'product'] as const) {
      const value = rps(key);
      const label = key === 'home' ? '/' : key === 'shop' ? '/shop' : '/product/{id}';
      figures.push(
        figure({
          id: `front.${key}.rps`,
          label: `${label} through Varnish req/s`,
          value: round(value, 0),
          unit: 'req/s',
          note: `${probes[key]}; load generator at ${generator(key) ?? 'n/a'}% of its core`,
        }),
        figure({
          id: `front.${key}.ratio`,
          label: `${label} through Varnish ÷ static file through Varnish`,
          value: round(ratio(value, ceiling), 3),
          unit: '×',
          ratio: round(ratio(value, ceiling), 3),
          target: { op: '>=', value: 0.8 },
          note: `${round(value, 0)} vs ${round(ceiling, 0)} req/s`,
        }),
      );
    }
    for (const t of renderTargets) {
      figures.push(
        figure({
          id: `front.render.${t.key}.rps`,
          label: t.label,
          value: round(renderRps(t.key), 0),
          unit: 'req/s',
          note: 'one instance of `next start`: no page cache, no front cache; what every request costs without them',
        }),
      );
    }
    figures.push(
      figure({
        id: 'front.invalidation.p50',
        label: 'admin edit → fresh page through Varnish, p50',
        value: round(percentile(latencies, 50), 1),
        unit: 'ms',
        note: `${EDITS} price edits, alternating between the two instances`,
      }),
      figure({
        id: 'front.invalidation.p99',
        label: 'admin edit → fresh page through Varnish, p99',
        value: round(percentile(latencies, 99), 1),
        unit: 'ms',
        note: `max ${round(Math.max(...latencies), 1)} ms; ${stale} stale answers seen while polling`,
      }),
    );
    const failures = [...runs.values(), ...renderRuns.values()]
      .flat()
      .reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    const notes = [
      'Two instances of `npm run serve` (page cache on, invalidations over a Redis of their own) behind Varnish 7 with deploy/varnish/store.vcl, all pinned to core 0; the load generator (50 connections) on core 1.',
      'Invalidation latency: from sending the admin edit (PATCH /api/admin/products/{id}, to either instance in turn) to the first page through Varnish that shows the new price; the page is polled back to back. It covers the edit transaction, the tag expiry written to Redis (which every instance reads before its next request), and the xkey purge.',
    ];
    if (failures > 0)
      notes.push(`${failures} requests failed (non-2xx, errors or timeouts) during the load runs.`);
    return {
      name: 'front',
      title: 'Catalogue pages through the front cache (Varnish)',
      figures,
      notes,
      details: {
        productId,
        probes,
        durations,
        runs: Object.fromEntries(runs),
        renderRuns: Object.fromEntries(renderRuns),
        latenciesMs: latencies.map((l) => round(l, 1)),
      },
    };
  } finally {
    for (const piece of pieces.reverse()) await piece.stop().catch(() => undefined);
  }
}

export const front: BenchModule = {
  name: 'front',
  title: 'Catalogue pages through the front cache (Varnish)',
  phases: ['catalogue-server'],
  run: (ctx) => timed(() => run(ctx)),
};
