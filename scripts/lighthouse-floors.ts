/**
 * Issue 8.12: the Lighthouse floors `npm test` holds the catalogue pages to, a little under the
 * benchmark targets (performance 95, accessibility 100, SEO 100, best practices 95; see
 * `npm run bench` and docs/performance.md for the measured figures).
 *
 * Each page is audited once; when a score falls under its floor the page is audited twice more and
 * judged on the median of the three, because simulated performance moves a few points between runs
 * on a shared machine. Accessibility, SEO and best practices do not vary between runs.
 */
import os from 'node:os';
import path from 'node:path';
import {
  LIGHTHOUSE_CATEGORIES,
  runLighthouse,
  type LighthouseCategory,
  type LighthouseRun,
} from './lib/lighthouse';

export const LIGHTHOUSE_FLOORS: Record<LighthouseCategory, number> = {
  performance: 85,
  accessibility: 98,
  seo: 98,
  'best-practices': 90,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function scoresOf(runs: LighthouseRun[]): Record<LighthouseCategory, number> {
  return Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c] ?? 0))]),
  ) as Record<LighthouseCategory, number>;
}

const shortfalls = (scores: Record<LighthouseCategory, number>) =>
  LIGHTHOUSE_CATEGORIES.filter((c) => scores[c] < LIGHTHOUSE_FLOORS[c]);

/**
 * fetch with one retry. `npm test` runs Playwright with spawnSync, which blocks this process's event
 * loop for minutes: a keep-alive socket the server closed meanwhile is still in fetch's pool until the
 * loop turns, and the first request on it fails with "other side closed".
 */
async function fetchFresh(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return fetch(url);
  }
}

async function productUrl(base: string): Promise<string> {
  const res = await fetchFresh(`${base}/api/product/list?limit=1&sort=featured`);
  const body = (await res.json()) as { products?: Array<{ _id: string }> };
  const id = body.products?.[0]?._id;
  if (!id) throw new Error('the catalogue listing returned no product to audit');
  return `${base}/product/${id}`;
}

/** Audits /, /shop and a product page; prints a line per page; true when every page meets every floor. */
export async function checkLighthouseFloors(base: string, chromium: string): Promise<boolean> {
  const pages = [
    { label: '/', url: `${base}/` },
    { label: '/shop', url: `${base}/shop` },
    { label: '/product/{id}', url: await productUrl(base) },
  ];
  // Warm the server's page cache, as a visitor after the first would find it.
  await Promise.all(pages.map((p) => fetchFresh(p.url).then((r) => r.arrayBuffer())));
  console.log(
    `Floors: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ≥ ${LIGHTHOUSE_FLOORS[c]}`).join(', ')} (mobile preset)`,
  );
  let ok = true;
  for (const [i, p] of pages.entries()) {
    const runs: LighthouseRun[] = [];
    const audit = async () =>
      runs.push(
        await runLighthouse(p.url, {
          chromium,
          outPath: path.join(os.tmpdir(), `lh-floors-${process.pid}-${i}.json`),
        }),
      );
    await audit();
    if (shortfalls(scoresOf(runs)).length) {
      await audit();
      await audit();
    }
    const scores = scoresOf(runs);
    const missed = shortfalls(scores);
    const failing = [
      ...new Set(
        runs.flatMap((r) => Object.entries(r.failing).flatMap(([c, ids]) => ids.map((id) => `${c}:${id}`))),
      ),
    ];
    console.log(
      `${missed.length ? '✗' : '✓'} ${p.label}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}` +
        (runs.length > 1
          ? ` (median of ${runs.length}: ${runs.map((r) => r.scores.performance).join(', ')})`
          : '') +
        (missed.length
          ? `\n    under the floor: ${missed.join(', ')}; audits short of full marks: ${failing.join(', ')}`
          : ''),
    );
    if (missed.length) ok = false;
  }
  return ok;
}
