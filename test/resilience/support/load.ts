import type { AppServer } from './app';
import { auditOrders, readStock, type OrderAudit } from './audit';
import { withSql, type DbTarget } from './database';
import { send, summarize, type Reply } from './http';
import {
  draftOrder,
  fetchCatalogue,
  pick,
  registerShoppers,
  seededRandom,
  stockTrackedProducts,
  submitOrder,
  type CatalogueProduct,
  type Random,
  type SentOrder,
  type Shopper,
} from './shop';

export const LOAD_KINDS = ['browse', 'search', 'cart', 'checkout'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** The issue's traffic mix: browse 70%, search 10%, cart 15%, checkout 5%. */
const MIX: [LoadKind, number][] = [
  ['browse', 0.7],
  ['search', 0.1],
  ['cart', 0.15],
  ['checkout', 0.05],
];

/** Answers that are correct for each kind (409: that product sold out meanwhile). Anything else is a fault. */
const EXPECTED: Record<LoadKind, number[]> = {
  browse: [200],
  search: [200],
  cart: [200, 409],
  checkout: [200, 409],
};

const SEARCH_WORDS = [
  'blazer',
  'linen',
  'shirt',
  'watch',
  'aviator',
  'dress',
  'navy blazer',
  'blazr',
  'shrt',
  'cotton',
];

export type KindFigures = { requests: number; statuses: Record<string, number>; latenciesMs: number[] };

export type LoadResult = {
  seconds: number;
  connections: number;
  requests: number;
  kinds: Record<LoadKind, KindFigures>;
  /** Counts and the first examples of each kind of fault. */
  serverErrors: { count: number; examples: string[] };
  unexpected: { count: number; examples: string[] };
  transportErrors: { count: number; examples: string[] };
  timeouts: { count: number; examples: string[] };
  orders: SentOrder[];
};

export type LoadOptions = {
  baseUrl: string;
  seconds: number;
  connections: number;
  shoppers: Shopper[];
  catalogue: CatalogueProduct[];
  seed: number;
  timeoutMs?: number;
};

type Step = { kind: LoadKind; path: string; reply: Reply };

const q = encodeURIComponent;

/** A fixed set of catalogue URLs (as shoppers share and revisit them), so the page cache can fill. */
function browsePaths(catalogue: CatalogueProduct[]) {
  const categories = [...new Set(catalogue.map((p) => p.category))];
  const colors = [...new Set(catalogue.flatMap((p) => p.colors))].slice(0, 6);
  const shop = [
    '/shop',
    '/shop?page=2',
    '/shop?sort=low-high',
    '/shop?sort=rating',
    '/shop?inStock=true&sort=newest',
    '/shop?minPrice=1000&maxPrice=5000',
    ...categories.flatMap((c) => [`/shop?category=${q(c)}`, `/shop?category=${q(c)}&sort=high-low`]),
    ...colors.map((c) => `/shop?colors=${q(c)}`),
  ];
  const api = [
    ...[1, 2, 3, 4, 5].map((page) => `/api/product/list?page=${page}&limit=20`),
    ...categories.map((c) => `/api/product/list?category=${q(c)}&sort=low-high&limit=20`),
    '/api/product/list?minPrice=2000&maxPrice=9000&minRating=3&limit=20',
  ];
  return { shop, api, products: catalogue.map((p) => `/product/${p.id}`) };
}

/**
 * Visits every page and listing the load will ask for once, so the page cache is full before memory is
 * measured: its growth while filling is expected, a leak is growth after it.
 */
export async function warmUp(
  baseUrl: string,
  catalogue: CatalogueProduct[],
  connections = 10,
): Promise<number> {
  const { shop, api, products } = browsePaths(catalogue);
  const search = SEARCH_WORDS.flatMap((w) => [`/shop?q=${q(w)}`, `/api/product/list?q=${q(w)}&limit=20`]);
  const queue = ['/', ...shop, ...api, ...products, ...search];
  const total = queue.length;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const reply = await send(baseUrl + path, { timeoutMs: 30_000 });
      if (reply.status !== 200) throw new Error(`warm-up: ${summarize(path, reply)}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return total;
}

function chooseKind(random: Random): LoadKind {
  let r = random();
  for (const [kind, share] of MIX) {
    if (r < share) return kind;
    r -= share;
  }
  return 'browse';
}

/** Mixed shopper traffic at a fixed number of connections for a fixed time; nothing is retried. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { baseUrl, shoppers, catalogue } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const paths = browsePaths(catalogue);
  const cartable = catalogue.filter((p) => p.inStock && Number.isFinite(p.pricePaise));
  const tracked = stockTrackedProducts(catalogue);
  if (cartable.length === 0 || tracked.length === 0 || shoppers.length === 0) {
    throw new Error('the load needs shoppers, products to put in carts and products with counted stock');
  }
  const kinds = Object.fromEntries(
    LOAD_KINDS.map((k) => [k, { requests: 0, statuses: {}, latenciesMs: [] }]),
  ) as unknown as Record<LoadKind, KindFigures>;
  const faults = () => ({ count: 0, examples: [] as string[] });
  const result: LoadResult = {
    seconds: 0,
    connections: options.connections,
    requests: 0,
    kinds,
    serverErrors: faults(),
    unexpected: faults(),
    transportErrors: faults(),
    timeouts: faults(),
    orders: [],
  };
  const record = (bucket: { count: number; examples: string[] }, text: string) => {
    bucket.count++;
    if (bucket.examples.length < 10) bucket.examples.push(text);
  };

  const step = async (random: Random): Promise<Step> => {
    const kind = chooseKind(random);
    if (kind === 'browse') {
      const r = random();
      const path =
        r < 0.15
          ? '/'
          : r < 0.45
            ? pick(paths.shop, random)
            : r < 0.8
              ? pick(paths.products, random)
              : pick(paths.api, random);
      return { kind, path, reply: await send(baseUrl + path, { timeoutMs }) };
    }
    if (kind === 'search') {
      const word = q(pick(SEARCH_WORDS, random));
      const path = random() < 0.5 ? `/shop?q=${word}` : `/api/product/list?q=${word}&limit=20`;
      return { kind, path, reply: await send(baseUrl + path, { timeoutMs }) };
    }
    const shopper = pick(shoppers, random);
    if (kind === 'cart') {
      const product = pick(cartable, random);
      const size = product.sizes.length > 0 ? pick(product.sizes, random) : 'default';
      const r = random();
      const [path, json] =
        r < 0.45
          ? ['/api/cart/add', { itemId: product.id, size }]
          : r < 0.7
            ? ['/api/cart/update', { itemId: product.id, size, quantity: Math.floor(random() * 3) }]
            : ['/api/cart/get', {}];
      return { kind, path, reply: await send(baseUrl + path, { token: shopper.token, json, timeoutMs }) };
    }
    const order = draftOrder(shopper, tracked, random);
    result.orders.push(order);
    const reply = await submitOrder(baseUrl, order, timeoutMs);
    return { kind, path: '/api/order/place', reply };
  };

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async (index: number) => {
    const random = seededRandom(options.seed * 1000 + index);
    while (performance.now() < deadline) {
      const { kind, path, reply } = await step(random);
      const figures = kinds[kind];
      figures.requests++;
      result.requests++;
      if (reply.failure === 'timeout') {
        record(result.timeouts, summarize(path, reply));
        continue;
      }
      if (reply.failure) {
        record(result.transportErrors, summarize(path, reply));
        continue;
      }
      figures.statuses[reply.status] = (figures.statuses[reply.status] ?? 0) + 1;
      figures.latenciesMs.push(reply.ms);
      if (reply.status >= 500) record(result.serverErrors, summarize(path, reply));
      else if (!EXPECTED[kind].includes(reply.status)) record(result.unexpected, summarize(path, reply));
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export type MemorySample = { atMs: number; rssKb: number };
export type MemoryFigures = {
  samples: number;
  startMb: number;
  /** Median RSS over the second third of the run (after warm-up) and over the last third. */
  secondThirdMb: number;
  lastThirdMb: number;
  /** lastThird / secondThird − 1. */
  growth: number;
  peakMb: number;
};

/** RSS after warm-up: the first third of the run still counts as warm-up (JIT, heap sizing, pools). */
export function memoryFigures(samples: MemorySample[]): MemoryFigures {
  const mb = (kb: number) => kb / 1024;
  const third = Math.floor(samples.length / 3);
  const second = samples.slice(third, 2 * third).map((s) => s.rssKb);
  const last = samples.slice(2 * third).map((s) => s.rssKb);
  return {
    samples: samples.length,
    startMb: mb(samples[0]?.rssKb ?? NaN),
    secondThirdMb: mb(median(second)),
    lastThirdMb: mb(median(last)),
    growth: median(last) / median(second) - 1,
    peakMb: mb(Math.max(...samples.map((s) => s.rssKb))),
  };
}

export type LoadScenario = {
  load: LoadResult;
  audit: OrderAudit;
  memory: MemoryFigures;
  shoppers: number;
  trackedProducts: number;
  /** Pages and listings visited once before the run (the page cache filled). */
  warmUpPages: number;
  serverAlive: boolean;
};

/**
 * The whole load check on a running server: registers shoppers, notes the starting stock, runs the mixed
 * traffic while sampling the server's RSS, then audits every order and the stock in the database.
 */
export async function runLoadScenario(
  app: AppServer,
  target: DbTarget,
  options: { seconds: number; connections: number; shoppers: number; seed: number },
): Promise<LoadScenario> {
  const shoppers = await registerShoppers(app.url, options.shoppers, 'load');
  const catalogue = await fetchCatalogue(app.url);
  const productIds = catalogue.map((p) => p.id);
  const startStock = await withSql(target, (sql) => readStock(sql, productIds));
  const warmUpPages = await warmUp(app.url, catalogue);

  const samples: MemorySample[] = [];
  const started = Date.now();
  const sample = () => {
    const rssKb = app.rssKb();
    if (rssKb !== null) samples.push({ atMs: Date.now() - started, rssKb });
  };
  sample();
  const sampler = setInterval(sample, 500);
  let load: LoadResult;
  try {
    load = await runLoad({ baseUrl: app.url, ...options, shoppers, catalogue });
  } finally {
    clearInterval(sampler);
  }
  sample();
  const audit = await withSql(target, (sql) =>
    auditOrders(
      sql,
      load.orders,
      startStock,
      shoppers.map((s) => s.id),
    ),
  );
  return {
    load,
    audit,
    memory: memoryFigures(samples),
    shoppers: shoppers.length,
    trackedProducts: stockTrackedProducts(catalogue).length,
    warmUpPages,
    serverAlive: !app.exited(),
  };
}

/** The figures a person reads: throughput, latency percentiles per kind, faults, orders and memory. */
export function formatLoadScenario(s: LoadScenario): string[] {
  const { load, audit, memory } = s;
  const ms = (v: number) => `${Math.round(v)} ms`;
  const lines = [
    `load: ${load.seconds.toFixed(1)} s at ${load.connections} connections, ${load.requests} requests = ${(load.requests / load.seconds).toFixed(1)} req/s`,
  ];
  for (const kind of LOAD_KINDS) {
    const f = load.kinds[kind];
    const statuses = Object.entries(f.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    lines.push(
      `  ${kind.padEnd(8)} ${String(f.requests).padStart(6)} req  p50 ${ms(percentile(f.latenciesMs, 50))}  p90 ${ms(percentile(f.latenciesMs, 90))}  p99 ${ms(percentile(f.latenciesMs, 99))}  max ${ms(Math.max(...f.latenciesMs))}  [${statuses}]`,
    );
  }
  const all = LOAD_KINDS.flatMap((k) => load.kinds[k].latenciesMs);
  lines.push(
    `  all      p50 ${ms(percentile(all, 50))}  p90 ${ms(percentile(all, 90))}  p99 ${ms(percentile(all, 99))}`,
  );
  lines.push(
    `faults: 5xx ${load.serverErrors.count}, other unexpected statuses ${load.unexpected.count}, connection errors ${load.transportErrors.count}, timeouts ${load.timeouts.count}`,
  );
  for (const example of [
    ...load.serverErrors.examples,
    ...load.unexpected.examples,
    ...load.transportErrors.examples,
    ...load.timeouts.examples,
  ])
    lines.push(`  ${example}`);
  lines.push(
    `orders: ${load.orders.length} sent by ${s.shoppers} shoppers over ${s.trackedProducts} stock-counted products; ${audit.acknowledged} acknowledged, ${audit.refused} refused (409: sold out), ${audit.committedWithoutAnswer + audit.lostBeforeCommit} without an answer (${audit.committedWithoutAnswer} written); ${audit.ordersInDatabase} orders in the database, ${audit.unitsSold} units sold`,
  );
  lines.push(
    `memory (server RSS, ${memory.samples} samples, after ${s.warmUpPages} warm-up visits): start ${memory.startMb.toFixed(0)} MB, second-third median ${memory.secondThirdMb.toFixed(0)} MB, last-third median ${memory.lastThirdMb.toFixed(0)} MB (${memory.growth >= 0 ? '+' : ''}${(memory.growth * 100).toFixed(1)}%), peak ${memory.peakMb.toFixed(0)} MB`,
  );
  lines.push(
    `audit: ${audit.problems.length === 0 ? 'no order lost, doubled or half-written' : `${audit.problems.length} order problems`}; ${audit.stockProblems.length === 0 ? 'stock adds up' : `${audit.stockProblems.length} stock problems`}`,
  );
  for (const problem of [...audit.problems, ...audit.stockProblems]) lines.push(`  ${problem}`);
  return lines;
}
