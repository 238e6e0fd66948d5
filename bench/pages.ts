/**
 * Issue 8.1: throughput of the catalogue pages against the app's own policy page (the ceiling),
 * with a file from public/ as the reference for what truly static costs here.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { loadDurations, timed, type BenchModule } from './lib/context';
import { loadHeaders, loadRounds, type LoadTarget } from './lib/load';
import { median, ratio, round } from './lib/stats';
import { figure, type Figure } from './lib/types';

/** A product to show: the first of the listing (a real catalogue product, never a synthetic one here). */
export async function sampleProductId(url: string): Promise<string> {
  const res = await fetch(`${url}/api/product/list?limit=1&sort=featured`);
  const body = (await res.json()) as { products?: Array<{ _id: string }> };
  const id = body.products?.[0]?._id;
  if (!id) throw new Error('the catalogue listing returned no product');
  return id;
}

/** The three pages the browser benchmarks measure on a phone: home, the listing and a product page. */
export async function phonePages(base: string): Promise<Array<{ key: string; label: string; url: string }>> {
  const productId = await sampleProductId(base);
  return [
    { key: 'home', label: '/', url: `${base}/` },
    { key: 'shop', label: '/shop', url: `${base}/shop` },
    { key: 'product', label: '/product/{id}', url: `${base}/product/${productId}` },
  ];
}

const kb = (n: number) => (n / 1024).toFixed(1);

type Probe = {
  status: number;
  bytes: number;
  gzipBytes: number;
  /** The body as the server sends it to a browser (Chromium's accept-encoding), and its encoding. */
  wireBytes: number;
  wireEncoding: string;
  cacheControl: string;
  pageCache: string;
  servedAs: string;
};

/** The raw body a browser would receive (fetch would decode it), with the load's accept-encoding. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: loadHeaders }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** How the app answers a page the second time it is asked (after a first request could fill a cache). */
async function probe(url: string): Promise<Probe> {
  await (await fetch(url)).arrayBuffer();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  const cacheControl = res.headers.get('cache-control') ?? '';
  const prerendered =
    res.headers.get('x-nextjs-prerender') === '1' || res.headers.get('x-nextjs-cache') === 'HIT';
  const servedAs =
    res.headers.get('x-nextjs-cache') === 'HIT'
      ? "served from Next.js's cache (x-nextjs-cache: HIT)"
      : prerendered
        ? 'prerendered by Next.js'
        : /no-store|no-cache|private/.test(cacheControl)
          ? `rendered per request (cache-control: ${cacheControl})`
          : `cache-control: ${cacheControl || 'none'}`;
  const wire = await wireSize(url);
  return {
    status: res.status,
    bytes: body.byteLength,
    gzipBytes: gzipSync(Buffer.from(body)).byteLength,
    wireBytes: wire.bytes,
    wireEncoding: wire.encoding,
    cacheControl,
    pageCache: res.headers.get('x-nextjs-cache') ?? '',
    servedAs,
  };
}

export const pages: BenchModule = {
  name: 'pages',
  title: 'Catalogue pages vs the static ceiling',
  phases: ['catalogue-server'],
  run: (ctx) =>
    timed(async () => {
      const base = ctx.server!.url;
      const productId = await sampleProductId(base);
      const targets: LoadTarget[] = [
        { key: 'static', label: '/placeholder.webp (file from public/)', url: `${base}/placeholder.webp` },
        { key: 'policy', label: '/shipping-policy (ceiling)', url: `${base}/shipping-policy` },
        { key: 'home', label: '/', url: `${base}/` },
        { key: 'shop', label: '/shop', url: `${base}/shop` },
        { key: 'product', label: `/product/${productId}`, url: `${base}/product/${productId}` },
      ];
      const probes: Record<string, Probe> = {};
      for (const t of targets) probes[t.key] = await probe(t.url);

      const durations = loadDurations(ctx.options);
      ctx.log(
        `50 connections, ${durations.warmup} s warm-up then ${durations.rounds} × ${durations.seconds} s per target; server on core 0, load on core 1`,
      );
      const runs = await loadRounds(targets, durations, ctx.log, ctx.server!.pid);
      const rps = (key: string) => median(runs.get(key)!.map((r) => r.rps));
      const serverUs = (key: string) =>
        median(
          runs.get(key)!.flatMap((r) => (r.serverCpuUsPerRequest === null ? [] : [r.serverCpuUsPerRequest])),
        );
      const generator = (key: string) =>
        median(
          runs.get(key)!.flatMap((r) => (r.generatorCpuPercent === null ? [] : [r.generatorCpuPercent])),
        );
      const generatorUs = (key: string) =>
        median(
          runs
            .get(key)!
            .flatMap((r) => (r.generatorCpuUsPerRequest === null ? [] : [r.generatorCpuUsPerRequest])),
        );
      const ceiling = rps('policy');
      const staticRps = rps('static');

      const figures: Figure[] = [
        figure({
          id: 'pages.static.rps',
          label: 'static file /placeholder.webp',
          value: round(staticRps, 0),
          unit: 'req/s',
          note: 'reference: a file from public/, no rendering',
        }),
        figure({
          id: 'pages.policy.rps',
          label: '/shipping-policy (ceiling)',
          value: round(ceiling, 0),
          unit: 'req/s',
          ratio: round(ratio(ceiling, staticRps), 3),
          note: `${probes.policy!.servedAs}; ratio against the static file`,
        }),
      ];
      for (const key of ['home', 'shop', 'product'] as const) {
        const target = targets.find((t) => t.key === key)!;
        const value = rps(key);
        figures.push(
          figure({
            id: `pages.${key}.rps`,
            label: `${target.label} req/s`,
            value: round(value, 0),
            unit: 'req/s',
            note: probes[key]!.servedAs,
          }),
          figure({
            id: `pages.${key}.ratio`,
            label: `${key === 'product' ? '/product/{id}' : target.label} ÷ policy page`,
            value: round(ratio(value, ceiling), 3),
            unit: '×',
            ratio: round(ratio(value, ceiling), 3),
            target: { op: '>=', value: 0.8 },
            note: `${round(value, 0)} vs ${round(ceiling, 0)} req/s`,
          }),
        );
      }
      // The req/s ratio is what the issue asks for; the server's own CPU per request tells whether the
      // server or the single-process load generator set the pace (bigger pages cost the generator more).
      for (const t of targets) {
        const us = serverUs(t.key);
        figures.push(
          figure({
            id: `pages.${t.key}.serverUs`,
            label: `${t.key === 'product' ? '/product/{id}' : t.label.split(' ')[0]} server CPU per request`,
            value: us,
            unit: 'µs',
            ratio:
              t.key === 'static' || t.key === 'policy' ? undefined : round(ratio(serverUs('policy'), us), 3),
            note: `load generator at ${generator(t.key) ?? 'n/a'}% of its core, ${generatorUs(t.key) ?? 'n/a'} µs of its CPU per answer${t.key === 'static' || t.key === 'policy' ? '' : '; ratio = policy page µs ÷ this page µs (server-side cost ratio)'}`,
          }),
        );
      }
      const failures = [...runs.values()].flat().reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
      const notes = targets.map(
        (t) =>
          `${t.label}: ${probes[t.key]!.servedAs}, ${kb(probes[t.key]!.bytes)} kB (${kb(probes[t.key]!.gzipBytes)} kB gzipped; ${kb(probes[t.key]!.wireBytes)} kB sent as ${probes[t.key]!.wireEncoding} to the load's accept-encoding), status ${probes[t.key]!.status}.`,
      );
      if (failures > 0)
        notes.push(`${failures} requests failed (non-2xx, errors or timeouts) during the load runs.`);
      return {
        name: 'pages',
        title: 'Catalogue pages vs the static ceiling',
        figures,
        notes,
        details: {
          productId,
          probes,
          durations,
          connections: 50,
          runs: Object.fromEntries([...runs].map(([k, v]) => [k, v])),
        },
      };
    }),
};
