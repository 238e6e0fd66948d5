/**
 * Times the catalogue's domain functions in-process (no HTTP) and EXPLAINs the SQL they send.
 * Run by bench/db.ts and bench/pglite.ts as
 *   node --conditions=react-server --import tsx bench/workers/db-worker.ts <config.json>
 * (the react-server condition lets lib/catalog's `import 'server-only'` load outside Next).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import {
  listProducts,
  maxPageFor,
  productFilters,
  suggestSearches,
  type ProductFilters,
} from '@/lib/catalog';
import { closeDb, openPglite, openPostgres, setDbHandle } from '@/lib/db';
import { percentile } from '../lib/stats';
import { SUGGEST_TYPING, suggestKeystrokes } from '../lib/suggest-typing';

export type WorkerCase = 'filter' | 'search' | 'typo' | 'deep' | 'suggest' | 'attack';

export type WorkerConfig = {
  kind: 'postgres' | 'pglite';
  url?: string;
  pgliteDir?: string;
  reps: number;
  /** Time budget per query in ms: calls stop there once MIN_REPS are done. */
  budgetMs: number;
  cases: WorkerCase[];
  explain: boolean;
  out: string;
};

export type Timing = {
  label: string;
  filters: Partial<ProductFilters>;
  /** Matches counted; at least this many when `capped` (listProducts counts in 50-page blocks). */
  total: number;
  capped: boolean;
  returned: number;
  ms: number[];
  p50: number | null;
  p95: number | null;
};

export type PlanNode = { type: string; relation?: string; index?: string; rows?: number };

export type ExplainedStatement = {
  sql: string;
  nodes: PlanNode[];
  usesIndex: boolean;
  seqScanOnProducts: boolean;
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
};

export type WorkerResult = {
  timings: Record<string, Timing[]>;
  explains: Record<string, ExplainedStatement[]>;
};

const FILTER: Partial<ProductFilters> = {
  categories: ['Watches'],
  minPrice: 1000,
  maxPrice: 20000,
  colors: ['Black'],
  sort: 'low-high',
  limit: 20,
};

const MIN_REPS = 10;

type Captured = { text: string; values: unknown[] };

/** Records the SQL every pg client sends while `fn` runs (drizzle's node-postgres driver goes through Client#query). */
async function captureSql(fn: () => Promise<unknown>): Promise<Captured[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const captured: Captured[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // Drizzle passes a query config and the parameters beside it.
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: Array.isArray(second) ? second : (q.values ?? []) });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return captured;
}

type RawPlan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: RawPlan[];
};

/** Rows below which reading a whole table beats an index. */
const SMALL_TABLE_ROWS = 1000;

function flatten(plan: RawPlan, out: PlanNode[] = []): PlanNode[] {
  out.push({
    type: plan['Node Type'],
    relation: plan['Relation Name'],
    index: plan['Index Name'],
    rows: (plan['Actual Rows'] ?? 0) * (plan['Actual Loops'] ?? 1),
  });
  for (const child of plan.Plans ?? []) flatten(child, out);
  return out;
}

/** Replays the captured statements on one connection: settings as sent, each SELECT under EXPLAIN ANALYZE. */
async function explain(url: string, statements: Captured[]): Promise<ExplainedStatement[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const explained: ExplainedStatement[] = [];
  try {
    for (const s of statements) {
      const text = s.text.trim();
      if (/^commit\b/i.test(text)) {
        await client.query('rollback');
        continue;
      }
      if (/^(begin|rollback)\b/i.test(text) || /^select set_config\(/i.test(text)) {
        await client.query(s.text, s.values);
        continue;
      }
      if (!/^select\b/i.test(text)) continue;
      const result = await client.query(`explain (analyze, buffers, format json) ${s.text}`, s.values);
      const row = result.rows[0] as {
        'QUERY PLAN': Array<{
          Plan: RawPlan & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
          'Execution Time': number;
          'Planning Time': number;
        }>;
      };
      const top = row['QUERY PLAN'][0]!;
      const nodes = flatten(top.Plan);
      explained.push({
        sql: s.text.replace(/\s+/g, ' ').slice(0, 600),
        nodes,
        // A sequential scan of a lookup table of a few rows (the synonym groups) is the right plan.
        usesIndex:
          nodes.some((n) => /Index|Bitmap/.test(n.type)) ||
          nodes.every(
            (n) => n.type !== 'Seq Scan' || (n.relation !== 'products' && (n.rows ?? 0) < SMALL_TABLE_ROWS),
          ),
        seqScanOnProducts: nodes.some((n) => n.type === 'Seq Scan' && n.relation === 'products'),
        executionMs: top['Execution Time'],
        planningMs: top['Planning Time'],
        sharedHit: top.Plan['Shared Hit Blocks'] ?? 0,
        sharedRead: top.Plan['Shared Read Blocks'] ?? 0,
      });
    }
    await client.query('rollback').catch(() => undefined);
  } finally {
    await client.end();
  }
  return explained;
}

async function time(
  label: string,
  overrides: Partial<ProductFilters>,
  reps: number,
  budgetMs: number,
): Promise<Timing> {
  const filters = productFilters(overrides);
  let total = 0;
  let capped = false;
  let returned = 0;
  for (let i = 0; i < 3; i++) {
    const page = await listProducts(filters);
    total = page.total;
    capped = page.totalCapped;
    returned = page.products.length;
  }
  const ms: number[] = [];
  const deadline = performance.now() + budgetMs;
  // A slow query on a loaded machine stops at the time budget, after at least MIN_REPS calls.
  for (let i = 0; i < reps && (i < MIN_REPS || performance.now() < deadline); i++) {
    const started = performance.now();
    await listProducts(filters);
    ms.push(performance.now() - started);
  }
  return {
    label,
    filters: overrides,
    total,
    capped,
    returned,
    ms: ms.map((v) => Math.round(v * 100) / 100),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  };
}

/** Times suggestSearches over the keystrokes: 3 warm-up rounds, then rounds until reps calls or the budget. */
async function timeSuggestions(reps: number, budgetMs: number): Promise<Timing[]> {
  const keystrokes = suggestKeystrokes();
  for (let round = 0; round < 3; round++) for (const q of keystrokes) await suggestSearches(q);
  const byText = new Map<string, number[]>(keystrokes.map((q) => [q, []]));
  const all: number[] = [];
  const deadline = performance.now() + budgetMs * 2;
  for (let round = 0; round < reps && (round < 3 || performance.now() < deadline); round++) {
    for (const q of keystrokes) {
      const started = performance.now();
      await suggestSearches(q);
      const ms = performance.now() - started;
      byText.get(q)!.push(ms);
      all.push(ms);
    }
  }
  const timing = (label: string, ms: number[], returned: number): Timing => ({
    label,
    filters: {},
    total: returned,
    capped: false,
    returned,
    ms: ms.map((v) => Math.round(v * 100) / 100),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
  });
  const out = [timing(`every keystroke of ${SUGGEST_TYPING.join(', ')}`, all, keystrokes.length)];
  for (const [q, ms] of byText) {
    const s = await suggestSearches(q);
    out.push(timing(q, ms, s.products.length + s.categories.length));
  }
  return out;
}

/** The ordinary suggestion timed beside the attack: a shopper typing the start of "kurta". */
export const ORDINARY_SUGGEST = 'kur';
/** Worst-case queries in flight at once during the attack (issue 23's target). */
export const ATTACKERS = 50;

/** A fresh random word of `n` lower-case letters: unknown to the catalogue, never cached. */
function randomWord(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * A fresh made-up word of `n` letters, consonant then vowel: short enough to be corrected and never
 * nonsense by isCorrectable's rule, so each costs a full spelling correction (the dearest search left).
 */
function pronounceable(n: number): string {
  const pick = (letters: string) => letters[Math.floor(Math.random() * letters.length)]!;
  return Array.from({ length: n }, (_, i) => pick(i % 2 ? 'aeiou' : 'bcdfghjklmnprstvw')).join('');
}

/**
 * Issue 23: the ordinary suggestion's latency alone, then while ATTACKERS loops each keep one
 * worst-case query in flight (a 200-letter random word, alternately as a suggestion and as a
 * listing search), as 50 concurrent clients would; then the same with made-up words short enough
 * to be corrected (the dearest query once long words cost nothing). In-process over the same pool, as the server does.
 */
async function timeUnderAttack(reps: number): Promise<Timing[]> {
  const sample = async (label: string, n: number): Promise<Timing> => {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      await suggestSearches(ORDINARY_SUGGEST);
      ms.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
    return {
      label,
      filters: {},
      total: n,
      capped: false,
      returned: n,
      ms,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
    };
  };
  for (let i = 0; i < 5; i++) await suggestSearches(ORDINARY_SUGGEST);
  const n = Math.max(40, reps * 3);
  const quiet = await sample(`'${ORDINARY_SUGGEST}' alone`, n);

  /** The ordinary suggestion sampled while ATTACKERS loops each keep one query for `word()` in flight. */
  const beside = async (kind: string, one: string, word: () => string): Promise<[Timing, Timing]> => {
    let running = true;
    const attackMs: number[] = [];
    const loops = Array.from({ length: ATTACKERS }, async (_, i) => {
      while (running) {
        const started = performance.now();
        const q = word();
        await (i % 2 ? suggestSearches(q) : listProducts(productFilters({ q, limit: 20 })));
        attackMs.push(performance.now() - started);
        // A real query arrives through the socket: yield as the server's event loop would between two.
        await new Promise((r) => setImmediate(r));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const loaded = await sample(`'${ORDINARY_SUGGEST}' beside ${ATTACKERS} ${kind} in flight`, n);
    running = false;
    await Promise.all(loops);
    const attack: Timing = {
      label: `${one} among ${ATTACKERS} in flight`,
      filters: {},
      total: attackMs.length,
      capped: false,
      returned: attackMs.length,
      ms: attackMs,
      p50: percentile(attackMs, 50),
      p95: percentile(attackMs, 95),
    };
    return [loaded, attack];
  };
  return [
    quiet,
    ...(await beside('worst-case queries', 'a worst-case query (200 random letters)', () => randomWord(200))),
    // The yardstick: the same number of shoppers' own searches and keystrokes in flight.
    ...(await beside('ordinary searches', 'an ordinary search or keystroke', () => {
      const texts = suggestKeystrokes();
      return texts[Math.floor(Math.random() * texts.length)]!;
    })),
    ...(await beside('made-up words', 'a made-up 20-letter word (corrected if a slot is free)', () =>
      pronounceable(20),
    )),
  ];
}

async function main(): Promise<void> {
  const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as WorkerConfig;
  const handle = config.kind === 'postgres' ? openPostgres(config.url!) : openPglite(config.pgliteDir);
  setDbHandle(handle);
  const result: WorkerResult = { timings: {}, explains: {} };
  const cases: Record<WorkerCase, () => Array<[string, Partial<ProductFilters>]>> = {
    filter: () => [['category + price + colour, by price, page 3', { ...FILTER, page: 3 }]],
    search: () => [["full-text 'blazer'", { q: 'blazer', limit: 20 }]],
    typo: () => [["typo 'blazr'", { q: 'blazr', limit: 20 }]],
    suggest: () => [],
    attack: () => [],
    deep: () => {
      const max = maxPageFor(20);
      return [1, 400, max].map((page): [string, Partial<ProductFilters>] => [
        `all products by price, page ${page}${page === max ? ' (max)' : ''}`,
        { sort: 'low-high', limit: 20, page },
      ]);
    },
  };
  try {
    for (const name of config.cases) {
      if (name === 'attack') {
        result.timings.attack = await timeUnderAttack(config.reps);
        for (const t of result.timings.attack)
          console.log(
            `  ${config.kind} ${t.label}: p50 ${t.p50?.toFixed(1)} ms, p95 ${t.p95?.toFixed(1)} ms (${t.ms.length} calls)`,
          );
        continue;
      }
      if (name === 'suggest') {
        result.timings.suggest = await timeSuggestions(config.reps, config.budgetMs);
        const [all] = result.timings.suggest;
        console.log(
          `  ${config.kind} suggestions: p50 ${all?.p50?.toFixed(1)} ms, p95 ${all?.p95?.toFixed(1)} ms (${all?.ms.length} calls)`,
        );
        if (config.explain && config.kind === 'postgres') {
          for (const q of ['navy sh', 'tshrit']) {
            const statements = await captureSql(() => suggestSearches(q));
            result.explains[`suggest '${q}'`] = await explain(config.url!, statements);
          }
        }
        continue;
      }
      result.timings[name] = [];
      for (const [label, filters] of cases[name]()) {
        const t = await time(label, filters, config.reps, config.budgetMs);
        result.timings[name].push(t);
        console.log(
          `  ${config.kind} ${label}: ${t.total}${t.capped ? '+' : ''} matching, p50 ${t.p50?.toFixed(1)} ms, p95 ${t.p95?.toFixed(1)} ms (${t.ms.length} calls)`,
        );
      }
      if (config.explain && config.kind === 'postgres') {
        // The deep-page case explains its deepest page; the others their one query.
        const list = cases[name]();
        const [, filters] = (name === 'deep' ? list.at(-1) : list[0])!;
        const statements = await captureSql(() => listProducts(productFilters(filters)));
        result.explains[name] = await explain(config.url!, statements);
      }
    }
  } finally {
    await closeDb();
  }
  writeFileSync(config.out, JSON.stringify(result));
}

await main();
