/**
 * Issue 8.4: Lighthouse 12 (mobile preset, simulated throttling) on /, /shop and a product page,
 * median of 3 runs, with Debian's Chromium.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '@/scripts/lib/chromium';
import {
  LIGHTHOUSE_CATEGORIES,
  runLighthouse,
  type LighthouseCategory,
  type LighthouseRun,
} from '@/scripts/lib/lighthouse';
import { timed, type BenchModule } from './lib/context';
import { pinned } from './lib/proc';
import { median } from './lib/stats';
import { figure, type Figure } from './lib/types';
import { phonePages } from './pages';

const CATEGORIES = LIGHTHOUSE_CATEGORIES;
type Category = LighthouseCategory;
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  'best-practices': 95,
};

/** What a long task's script is, read from the build: the framework, the page document, or the store's own code. */
function sourceOf(url: string, pageUrl: string): string {
  if (url === pageUrl || url === `${pageUrl}/`) return 'the document (HTML parsing, inline page payload)';
  if (!url || url === 'Unattributable') return 'no script (style, layout, paint)';
  const name = url.split('/').pop() ?? url;
  try {
    const code = readFileSync(path.join(process.cwd(), '.next', 'static', 'chunks', name), 'utf8');
    if (code.includes('__reactFiber')) return `React DOM and the router (${name})`;
    return `store or Next.js code (${name}, ${(Buffer.byteLength(code) / 1024).toFixed(0)} kB)`;
  } catch {
    return name;
  }
}

/** The long tasks of one run, grouped by what ran in them, largest first. */
export function describeLongTasks(run: LighthouseRun, pageUrl: string): string {
  const groups = new Map<string, { count: number; ms: number; longest: number }>();
  for (const t of run.longTasks) {
    const key = sourceOf(t.url, pageUrl);
    const g = groups.get(key) ?? { count: 0, ms: 0, longest: 0 };
    g.count++;
    g.ms += t.duration;
    g.longest = Math.max(g.longest, t.duration);
    groups.set(key, g);
  }
  const total = run.longTasks.reduce((sum, t) => sum + t.duration, 0);
  const parts = [...groups.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([k, g]) => `${k}: ${g.count} task(s), ${Math.round(g.ms)} ms, longest ${Math.round(g.longest)} ms`);
  return `${run.longTasks.length} long tasks, ${Math.round(total)} ms in all; ${parts.join('; ')}`;
}

/** One run, pinned to core 1 like every load generator here (the server is on core 0). */
const lighthouseRun = (url: string, chromium: string, outPath: string): Promise<LighthouseRun> =>
  runLighthouse(url, { chromium, outPath, wrap: (command, args) => pinned(1, command, args) });

export const lighthouse: BenchModule = {
  name: 'lighthouse',
  title: 'Lighthouse (mobile) on /, /shop and a product page',
  phases: ['catalogue-server'],
  run: (ctx) =>
    timed(async () => {
      const chromium = await findChromium();
      if (!chromium) throw new Error('no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)');
      const base = ctx.server!.url;
      const pages = await phonePages(base);
      const productId = pages[2]!.url.split('/').pop()!;
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
        // The long tasks of the run whose TBT is the median: what holds the main thread, by script.
        const byTbt = [...runs[p.key]!].sort(
          (x, y) => (x.metrics['total-blocking-time'] ?? 0) - (y.metrics['total-blocking-time'] ?? 0),
        );
        const medianRun = byTbt[Math.floor((byTbt.length - 1) / 2)];
        figures.push(
          figure({
            id: `lighthouse.${p.key}.lcp`,
            label: `${p.label} LCP (simulated)`,
            value: lcp,
            unit: 'ms',
          }),
          figure({
            id: `lighthouse.${p.key}.tbt`,
            label: `${p.label} TBT (simulated)`,
            value: tbt,
            unit: 'ms',
          }),
          figure({
            id: `lighthouse.${p.key}.cls`,
            label: `${p.label} CLS`,
            value: median(runs[p.key]!.map((r) => r.metrics['cumulative-layout-shift'] ?? NaN)),
            unit: '',
          }),
          figure({
            id: `lighthouse.${p.key}.kb`,
            label: `${p.label} bytes by network idle (Lighthouse's total byte weight)`,
            value: kbOf(median(runs[p.key]!.map((r) => r.metrics['total-byte-weight'] ?? NaN))),
            unit: 'kB',
          }),
        );
        notes.push(
          `${p.label}: median simulated LCP ${Math.round(lcp ?? 0)} ms, TBT ${Math.round(tbt ?? 0)} ms; audits short of full marks in some run: ${failing.length ? failing.join(', ') : 'none'}.` +
            (medianRun
              ? ` Long tasks in the median run (simulated 4× CPU): ${describeLongTasks(medianRun, p.url)}.`
              : ''),
        );
      }
      return { name: 'lighthouse', title: lighthouse.title, figures, notes, details: { productId, runs } };
    }),
};

const kbOf = (bytes: number | null) => (bytes === null ? null : Math.round(bytes / 102.4) / 10);
