/**
 * Issue 8.4: first-load JavaScript of the product page, measured in Chromium: every script the
 * page requests until its load event, gzipped (and as transferred).
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { timed, type BenchModule } from './lib/context';
import { launchChromium, PHONE_VIEWPORT } from './lib/browser';
import { median, round } from './lib/stats';
import { figure } from './lib/types';
import { sampleProductId } from './pages';

type Script = { url: string; bytes: number; gzipBytes: number; transferBytes: number; encoding: string };
type JsRun = { load: Script[]; idle: Script[] };

const kb = (n: number) => n / 1024;
const sum = (scripts: Script[], pick: keyof Pick<Script, 'bytes' | 'gzipBytes' | 'transferBytes'>) =>
  scripts.reduce((n, s) => n + s[pick], 0);

/** Rejects when `promise` takes longer than `ms` (a response whose body never completes must not hang the run). */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s: ${what}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

async function measure(response: Response): Promise<Script> {
  await response.finished();
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    bytes: body.byteLength,
    gzipBytes: gzipSync(body).byteLength,
    transferBytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

export const js: BenchModule = {
  name: 'js',
  title: 'First-load JavaScript of the product page',
  phases: ['catalogue-server'],
  run: (ctx) =>
    timed(async () => {
      const base = ctx.server!.url;
      const productId = await sampleProductId(base);
      const url = `${base}/product/${productId}`;
      const browser = await launchChromium();
      const runs: JsRun[] = [];
      try {
        for (let i = 0; i < 3; i++) {
          const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
          const page = await context.newPage();
          const pending: Array<Promise<Script>> = [];
          page.on('response', (r) => {
            if (r.request().resourceType() === 'script')
              pending.push(withTimeout(measure(r), 30_000, r.url()));
          });
          await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
          const atLoad = pending.length;
          // A page that keeps a request open never idles: measure what came by then.
          await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
          const scripts = await Promise.all(pending);
          runs.push({ load: scripts.slice(0, atLoad), idle: scripts });
          await context.close();
        }
      } finally {
        await browser.close();
      }
      const gz = median(runs.map((r) => kb(sum(r.load, 'gzipBytes'))));
      const raw = median(runs.map((r) => kb(sum(r.load, 'bytes'))));
      const transfer = median(runs.map((r) => kb(sum(r.load, 'transferBytes'))));
      const idle = median(runs.map((r) => kb(sum(r.idle, 'gzipBytes'))));
      const last = runs.at(-1)!;
      ctx.log(
        `  ${last.load.length} scripts by the load event: ${round(gz, 1)} kB gzipped, ${round(raw, 1)} kB raw, ${round(transfer, 1)} kB transferred (${[...new Set(last.load.map((s) => s.encoding))].join('/')})`,
      );
      return {
        name: 'js',
        title: js.title,
        figures: [
          figure({
            id: 'js.product.gzip',
            label: 'product page first-load JS (gzipped)',
            value: round(gz, 1),
            unit: 'kB',
            target: { op: '<=', value: 130 },
            note: `${last.load.length} scripts requested before the load event, each gzipped here (zlib level 6); ${round(raw, 1)} kB uncompressed`,
          }),
          figure({
            id: 'js.product.transfer',
            label: 'product page JS as transferred by next start',
            value: round(transfer, 1),
            unit: 'kB',
            note: `content-encoding: ${[...new Set(last.load.map((s) => s.encoding))].join('/')}`,
          }),
          figure({
            id: 'js.product.idle',
            label: 'product page JS by network idle (gzipped)',
            value: round(idle, 1),
            unit: 'kB',
            note: `${last.idle.length} scripts`,
          }),
        ],
        notes: [
          'Measured in Chromium (Playwright, Debian Chromium): the scripts the page requests before its load event, each body gzipped by the bench (what a gzip-serving CDN would send); the build output is not read.',
        ],
        details: { url: `/product/${productId}`, runs },
      };
    }),
};
