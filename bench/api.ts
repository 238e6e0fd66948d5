/**
 * Issue 8.2: `/api/product/list` (20 items, three filters and a sort, 100,000 products on
 * PostgreSQL) against the same JSON served by the same app as a static file (public/_bench/list.json,
 * written from the database by bench/workers/list-answer.ts before the app starts, removed after): the
 * ceiling of an answer with no work in it, through the same server and framework.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadDurations, timed, type BenchContext, type BenchModule } from './lib/context';
import { loadRounds } from './lib/load';
import { median, ratio, round } from './lib/stats';
import { root } from './lib/proc';
import { runWorker } from './lib/worker';
import { figure, type Section } from './lib/types';

export const LIST_QUERY =
  'categories=Watches&minPrice=1000&maxPrice=20000&colors=Black&sort=low-high&limit=20';

const CEILING_DIR = path.join(root, 'public', '_bench');
const CEILING_FILE = path.join(CEILING_DIR, 'list.json');

type ListAnswer = { success?: boolean; total?: number; products?: Array<{ _id: string }> };

export const api: BenchModule = {
  name: 'api',
  title: 'Product list API vs the same JSON from memory',
  phases: ['large-server'],
  // The app serves a public/ file only if it was there when the app started.
  beforeServer: async ({ env }) => {
    const child = await runWorker('list-answer.ts', [LIST_QUERY, CEILING_FILE], env, 120_000);
    if (child.code !== 0)
      throw new Error(`writing the list answer failed (exit ${child.code}): ${child.stderr}`);
  },
  run: (ctx) =>
    timed(async () => {
      try {
        return await measure(ctx);
      } finally {
        rmSync(CEILING_FILE, { force: true });
      }
    }),
};

async function measure(ctx: BenchContext): Promise<Omit<Section, 'ms'>> {
  const base = ctx.server!.url;
  const listUrl = `${base}/api/product/list?${LIST_QUERY}`;
  const memoryUrl = `${base}/_bench/list.json`;
  // Every API call's floor: the proxy, the route wrapper and one round trip to the database.
  const routeUrl = `${base}/api/health`;
  const [fromDb, fromMemory] = await Promise.all(
    [listUrl, memoryUrl].map(async (u) => (await (await fetch(u)).json()) as ListAnswer),
  );
  const same = JSON.stringify(fromDb) === JSON.stringify(fromMemory);
  if (!fromDb?.success || !fromMemory?.success)
    throw new Error('the list or the memory route did not answer success');
  // How a repeated call is answered: from Next.js's cache (HIT) or the database (MISS).
  const repeat = await fetch(listUrl);
  await repeat.arrayBuffer();
  const listCache = repeat.headers.get('x-api-cache') ?? 'none';
  ctx.log(
    `query: ${LIST_QUERY} → ${fromDb.total} matching products, ${fromDb.products?.length} returned; same JSON from memory: ${same}; repeated call x-api-cache: ${listCache}`,
  );

  const durations = loadDurations(ctx.options);
  const runs = await loadRounds(
    [
      { key: 'list', label: '/api/product/list', url: listUrl },
      { key: 'memory', label: 'the same JSON as a static file', url: memoryUrl },
      { key: 'route', label: '/api/health (an API route with one select 1)', url: routeUrl },
    ],
    durations,
    ctx.log,
    ctx.server!.pid,
  );
  const m = (key: string, pick: 'rps' | 'p50' | 'p99') => median(runs.get(key)!.map((r) => r[pick]));
  const listRps = m('list', 'rps');
  const memoryRps = m('memory', 'rps');
  const routeRps = m('route', 'rps');
  const size = `${ctx.catalogueSize.toLocaleString('en-IN')} products`;
  return {
    name: 'api',
    title: 'Product list API vs the same JSON from memory',
    figures: [
      figure({
        id: 'api.list.rps',
        label: '/api/product/list req/s',
        value: round(listRps, 0),
        unit: 'req/s',
        note: size,
      }),
      figure({ id: 'api.list.p50', label: '/api/product/list p50', value: m('list', 'p50'), unit: 'ms' }),
      figure({ id: 'api.list.p99', label: '/api/product/list p99', value: m('list', 'p99'), unit: 'ms' }),
      figure({
        id: 'api.memory.rps',
        label: 'same JSON as a static file req/s (ceiling)',
        value: round(memoryRps, 0),
        unit: 'req/s',
      }),
      figure({
        id: 'api.memory.p50',
        label: 'same JSON as a static file p50',
        value: m('memory', 'p50'),
        unit: 'ms',
      }),
      figure({
        id: 'api.memory.p99',
        label: 'same JSON as a static file p99',
        value: m('memory', 'p99'),
        unit: 'ms',
      }),
      figure({
        id: 'api.route.rps',
        label: '/api/health req/s (an API route with no work but select 1)',
        value: round(routeRps, 0),
        unit: 'req/s',
      }),
      figure({
        id: 'api.ratio',
        label: 'list API ÷ an API route with no work',
        value: round(ratio(listRps, routeRps), 3),
        unit: '×',
        ratio: round(ratio(listRps, routeRps), 3),
        target: { op: '>=', value: 0.5 },
        note: `${round(listRps, 0)} vs ${round(routeRps, 0)} req/s`,
      }),
      figure({
        id: 'api.static.ratio',
        label: 'list API ÷ static file of the same JSON',
        value: round(ratio(listRps, memoryRps), 3),
        unit: '×',
        ratio: round(ratio(listRps, memoryRps), 3),
        note: `${round(listRps, 0)} vs ${round(memoryRps, 0)} req/s`,
      }),
    ],
    notes: [
      `Query: \`${LIST_QUERY}\` (category, price range and colour filters, sorted by price) matching ${fromDb.total} of ${size}.`,
      same
        ? 'Both routes answered byte-identical JSON.'
        : 'Warning: the two routes did not answer identical JSON.',
      listCache === 'HIT'
        ? 'A repeated call of the list route is answered from Next.js’s cache (x-api-cache: HIT): the JSON read once from PostgreSQL per normalised query, kept until a product, order or review change expires its tags. Two references, both served by the same app: `/api/health`, an API route whose only work is `select 1`, is the floor of any API call (the proxy, the route wrapper, a database round trip), and the target is judged against it, as issue 8 judged it against a route answering the same JSON from memory inside the app (which issue 18 moved out of the app’s routes); and the same bytes as a file in public/, which skips the proxy and the route machinery: the gap to it is the framework’s per-route cost, not the list’s own work.'
        : `A repeated call of the list route was not served from Next.js's cache (x-api-cache: ${listCache}).`,
    ],
    details: {
      query: LIST_QUERY,
      matching: fromDb.total,
      sameJson: same,
      listCache,
      durations,
      runs: Object.fromEntries(runs),
    },
  };
}
