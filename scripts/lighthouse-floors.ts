/**
 * The Lighthouse floors `npm test` holds the catalogue pages to: accessibility, SEO and best
 * practices, which do not depend on how fast the machine is. Performance is not among them: an
 * absolute speed score is a timed test (the same build scored 66 on one machine of this kind and 91
 * on another). Speed is guarded in `npm test` by byte, DOM-size and prefetch budgets
 * (e2e/budgets*.spec.ts), and measured, with scores and Total Blocking Time, by `npm run bench`.
 */
import os from 'node:os';
import path from 'node:path';
import { runLighthouse, type LighthouseCategory } from './lib/lighthouse';

export const LIGHTHOUSE_FLOORS = {
  accessibility: 98,
  seo: 98,
  'best-practices': 90,
} satisfies Partial<Record<LighthouseCategory, number>>;

const CATEGORIES = Object.keys(LIGHTHOUSE_FLOORS) as Array<keyof typeof LIGHTHOUSE_FLOORS>;

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

/** Audits /, /shop and a product page of one store; prints a line per page; true when every page meets every floor. */
export async function checkLighthouseFloors(base: string, chromium: string, store: string): Promise<boolean> {
  const pages = [
    { label: '/', url: `${base}/` },
    { label: '/shop', url: `${base}/shop` },
    { label: '/product/{id}', url: await productUrl(base) },
  ];
  console.log(
    `${store}: ${CATEGORIES.map((c) => `${c} ≥ ${LIGHTHOUSE_FLOORS[c]}`).join(', ')} (mobile preset)`,
  );
  let ok = true;
  for (const [i, p] of pages.entries()) {
    const run = await runLighthouse(p.url, {
      chromium,
      categories: CATEGORIES,
      outPath: path.join(os.tmpdir(), `lh-floors-${process.pid}-${store}-${i}.json`),
    });
    const missed = CATEGORIES.filter((c) => (run.scores[c] ?? 0) < LIGHTHOUSE_FLOORS[c]);
    const failing = CATEGORIES.flatMap((c) => (run.failing[c] ?? []).map((id) => `${c}:${id}`));
    console.log(
      `${missed.length ? '✗' : '✓'} ${store} ${p.label}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}` +
        (missed.length
          ? `\n    under the floor: ${missed.join(', ')}; audits short of full marks: ${failing.join(', ')}`
          : ''),
    );
    if (missed.length) ok = false;
  }
  return ok;
}
