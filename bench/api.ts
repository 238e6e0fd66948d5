/**
 * Issue 8.2: `/api/product/list` (20 items, three filters and a sort, 100,000 products on
 * PostgreSQL) against the same JSON served from memory by the bench's own server (bench/routes), which
 * has no framework in it: the ceiling of an HTTP answer on this machine.
 */
import { loadDurations, timed, type BenchModule } from './lib/context';
import { loadRounds } from './lib/load';
import { median, ratio, round } from './lib/stats';
import { figure } from './lib/types';

export const LIST_QUERY =
  'categories=Watches&minPrice=1000&maxPrice=20000&colors=Black&sort=low-high&limit=20';

type ListAnswer = { success?: boolean; total?: number; products?: Array<{ _id: string }> };

export const api: BenchModule = {
  name: 'api',
  title: 'Product list API vs the same JSON from memory',
  phases: ['large-server'],
  run: (ctx) =>
    timed(async () => {
      const base = ctx.server!.url;
      const listUrl = `${base}/api/product/list?${LIST_QUERY}`;
      const memoryUrl = `${ctx.server!.routesUrl}/list-memory?${LIST_QUERY}`;
      const [fromDb, fromMemory] = await Promise.all(
        [listUrl, memoryUrl].map(async (u) => (await (await fetch(u)).json()) as ListAnswer),
      );
      const same = JSON.stringify(fromDb) === JSON.stringify(fromMemory);
      if (!fromDb?.success || !fromMemory?.success)
        throw new Error('the list or the memory route did not answer success');
      // How a repeated call is answered: from the route's listing cache (HIT) or the database (MISS).
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
          { key: 'memory', label: 'bench /list-memory', url: memoryUrl },
        ],
        durations,
        ctx.log,
        ctx.server!.pid,
      );
      const m = (key: string, pick: 'rps' | 'p50' | 'p99') => median(runs.get(key)!.map((r) => r[pick]));
      const listRps = m('list', 'rps');
      const memoryRps = m('memory', 'rps');
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
            label: 'same JSON from memory req/s (ceiling)',
            value: round(memoryRps, 0),
            unit: 'req/s',
          }),
          figure({
            id: 'api.memory.p50',
            label: 'same JSON from memory p50',
            value: m('memory', 'p50'),
            unit: 'ms',
          }),
          figure({
            id: 'api.memory.p99',
            label: 'same JSON from memory p99',
            value: m('memory', 'p99'),
            unit: 'ms',
          }),
          figure({
            id: 'api.ratio',
            label: 'list API ÷ memory route',
            value: round(ratio(listRps, memoryRps), 3),
            unit: '×',
            ratio: round(ratio(listRps, memoryRps), 3),
            target: { op: '>=', value: 0.5 },
            note: `${round(listRps, 0)} vs ${round(memoryRps, 0)} req/s`,
          }),
        ],
        notes: [
          `Query: \`${LIST_QUERY}\` (category, price range and colour filters, sorted by price) matching ${fromDb.total} of ${size}.`,
          same
            ? 'Both routes answered byte-identical JSON.'
            : 'Warning: the two routes did not answer identical JSON.',
          listCache === 'HIT'
            ? 'A repeated call of the list route is answered from its listing cache (x-api-cache: HIT): the JSON read once from PostgreSQL per normalised query, kept until a product, order or review change invalidates it or 60 s pass. The memory figure is the bench’s own Node server (bench/routes) serving the same bytes: no framework at all, so the gap includes the whole cost of Next.js per call.'
            : `A repeated call of the list route was not served from its listing cache (x-api-cache: ${listCache}).`,
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
    }),
};
