/**
 * Issue 8.4: Lighthouse 12 (mobile preset, simulated throttling) on /, /shop and a product page,
 * median of 3 runs, with Debian's Chromium.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '@/scripts/lib/chromium';
import { timed, type BenchModule } from './lib/context';
import { bin, capture, pinned } from './lib/proc';
import { median } from './lib/stats';
import { figure, type Figure } from './lib/types';
import { sampleProductId } from './pages';

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  'best-practices': 95,
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

type Lhr = {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
};

export type LighthouseRun = {
  scores: Record<Category, number | null>;
  metrics: Record<string, number | null>;
  /** Weighted audits that did not score full marks, per category. */
  failing: Record<string, string[]>;
};

async function lighthouseRun(url: string, chromium: string, out: string): Promise<LighthouseRun> {
  const cmd = pinned(1, bin('lighthouse'), [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ]);
  const res = await capture(cmd.command, cmd.args, {
    env: { ...process.env, CHROME_PATH: chromium },
    timeoutMs: 180_000,
    quietStderr: true,
  });
  if (res.code !== 0)
    throw new Error(`lighthouse failed on ${url} (exit ${res.code}): ${res.stderr.slice(-400)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  rmSync(out, { force: true });
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const s = lhr.categories[c]?.score;
      return [c, s == null ? null : Math.round(s * 100)];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? null]));
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      (lhr.categories[c]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => ref.id),
    ]),
  );
  return { scores, metrics, failing };
}

export const lighthouse: BenchModule = {
  name: 'lighthouse',
  title: 'Lighthouse (mobile) on /, /shop and a product page',
  phases: ['catalogue-server'],
  run: (ctx) =>
    timed(async () => {
      const chromium = await findChromium();
      if (!chromium) throw new Error('no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)');
      const base = ctx.server!.url;
      const productId = await sampleProductId(base);
      const pages = [
        { key: 'home', label: '/', url: `${base}/` },
        { key: 'shop', label: '/shop', url: `${base}/shop` },
        { key: 'product', label: '/product/{id}', url: `${base}/product/${productId}` },
      ];
      const rounds = ctx.options.quick ? 1 : 3;
      ctx.log(`Lighthouse 12, mobile preset, ${rounds} run(s) per page, Chromium ${chromium} on core 1`);
      const runs: Record<string, LighthouseRun[]> = Object.fromEntries(pages.map((p) => [p.key, []]));
      for (let round = 1; round <= rounds; round++) {
        for (const p of pages) {
          const r = await lighthouseRun(p.url, chromium, path.join(ctx.tmpDir, `lh-${p.key}-${round}.json`));
          runs[p.key]!.push(r);
          ctx.log(
            `  run ${round}/${rounds} ${p.label}: ${CATEGORIES.map((c) => `${c} ${r.scores[c] ?? 'n/a'}`).join(', ')}; LCP ${Math.round(r.metrics['largest-contentful-paint'] ?? 0)} ms, TBT ${Math.round(r.metrics['total-blocking-time'] ?? 0)} ms`,
          );
        }
      }
      const figures: Figure[] = [];
      const notes: string[] = [];
      for (const p of pages) {
        for (const c of CATEGORIES) {
          const values = runs[p.key]!.map((r) => r.scores[c]).filter((v): v is number => v !== null);
          figures.push(
            figure({
              id: `lighthouse.${p.key}.${c}`,
              label: `${p.label} ${c}`,
              value: median(values),
              unit: 'score',
              target: { op: '>=', value: TARGETS[c] },
              note: `runs: ${values.join(', ')}`,
            }),
          );
        }
        const failing = [
          ...new Set(
            runs[p.key]!.flatMap((r) =>
              Object.entries(r.failing).flatMap(([c, ids]) => ids.map((id) => `${c}:${id}`)),
            ),
          ),
        ];
        const lcp = median(runs[p.key]!.map((r) => r.metrics['largest-contentful-paint'] ?? NaN));
        const tbt = median(runs[p.key]!.map((r) => r.metrics['total-blocking-time'] ?? NaN));
        notes.push(
          `${p.label}: median simulated LCP ${Math.round(lcp ?? 0)} ms, TBT ${Math.round(tbt ?? 0)} ms; audits short of full marks in some run: ${failing.length ? failing.join(', ') : 'none'}.`,
        );
      }
      return { name: 'lighthouse', title: lighthouse.title, figures, notes, details: { productId, runs } };
    }),
};
