import { fmt, median } from './stats';
import type { Section } from './types';

type Probe = {
  bytes: number;
  gzipBytes: number;
  wireBytes?: number;
  wireEncoding?: string;
  servedAs: string;
  pageCache: string;
};
type Run = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  serverCpuUsPerRequest?: number | null;
  generatorCpuPercent?: number | null;
  generatorCpuUsPerRequest?: number | null;
};

const kb = (n: number | undefined) => (n === undefined ? 'n/a' : `${(n / 1024).toFixed(1)} kB`);

/** Weighted audits below full marks in any run, per page, outside performance. */
function lighthouseAudits(details: Record<string, unknown>): string {
  const runs = (details.runs ?? {}) as Record<string, Array<{ failing: Record<string, string[]> }>>;
  const pages: Record<string, string> = { home: '/', shop: '/shop', product: 'the product page' };
  const parts = Object.entries(runs).flatMap(([key, list]) => {
    const ids = [
      ...new Set(
        list.flatMap((r) =>
          Object.entries(r.failing)
            .filter(([category]) => category !== 'performance')
            .flatMap(([category, audits]) => audits.map((a) => `${category} ${a}`)),
        ),
      ),
    ];
    return ids.length ? [`${pages[key] ?? key}: ${ids.join(', ')}`] : [];
  });
  return parts.length ? parts.join('; ') : 'see the Lighthouse details';
}

/** "71.6 kB and 35.0 kB gzipped (68% of it)" from the first-load JS run. */
function largestChunks(details: Record<string, unknown>): string {
  const run = ((details.runs ?? []) as Array<{ load: Array<{ gzipBytes: number }> }>)[0];
  if (!run) return 'n/a';
  const sizes = run.load.map((s) => s.gzipBytes).sort((a, b) => b - a);
  const total = sizes.reduce((n, v) => n + v, 0);
  const two = (sizes[0] ?? 0) + (sizes[1] ?? 0);
  return `${kb(sizes[0])} and ${kb(sizes[1])} gzipped (${Math.round((100 * two) / Math.max(1, total))}% of it)`;
}

/**
 * Why a target is not met, from what the code does today and the figures of the same run. Each
 * paragraph only appears when one of its figures misses its target.
 */
export function analysisFor(sections: Section[]): string[] {
  const all = sections.flatMap((s) => s.figures);
  const unmet = all.filter((f) => f.met === false);
  const value = (id: string) => all.find((f) => f.id === id)?.value ?? null;
  const has = (prefix: string) => unmet.some((f) => f.id.startsWith(prefix));
  const details = (name: string) => sections.find((s) => s.name === name)?.details ?? {};
  const out: string[] = [];

  if (has('pages.')) {
    const probes = (details('pages').probes ?? {}) as Record<string, Probe>;
    const runs = (details('pages').runs ?? {}) as Record<string, Run[]>;
    const med = (key: string, pick: (r: Run) => number | null) =>
      median((runs[key] ?? []).flatMap((r) => (pick(r) === null ? [] : [pick(r)!])));
    const us = (key: string) => med(key, (r) => r.serverCpuUsPerRequest ?? null);
    const gen = (key: string) => med(key, (r) => r.generatorCpuPercent ?? null);
    const genUs = (key: string) =>
      med(key, (r) =>
        r.generatorCpuUsPerRequest != null
          ? r.generatorCpuUsPerRequest
          : r.generatorCpuPercent == null || !r.rps
            ? null
            : (r.generatorCpuPercent / 100 / r.rps) * 1e6,
      );
    const cached = ['policy', 'home', 'shop', 'product'].every((k) => probes[k]?.pageCache === 'HIT');
    const stalls = Object.entries(runs)
      .flatMap(([key, list]) => list.map((r, i) => ({ key, round: i + 1, ...r })))
      .filter((r) => r.timeouts > 0);
    const stallText = stalls.length
      ? ` In ${stalls.length} of the load runs the server stopped answering for a while (${stalls.map((r) => `${r.key} run ${r.round}: ${Math.round(r.rps)} req/s, ${r.timeouts} timeouts`).join('; ')}): when a cached entry expires its re-render holds the only core for the length of a render.`
      : '';
    const wire = (key: string) =>
      probes[key]?.wireBytes === undefined ? kb(probes[key]?.gzipBytes) : kb(probes[key]?.wireBytes);
    const wireEncoding = probes.policy?.wireEncoding ?? 'gzip';
    const sizes = `the policy page is ${wire('policy')} per answer as sent (${wireEncoding}), / ${wire('home')}, /shop ${wire('shop')} and the product page ${wire('product')} (${kb(probes.home?.bytes)}, ${kb(probes.shop?.bytes)} and ${kb(probes.product?.bytes)} uncompressed: the HTML plus the React Server Components payload Next.js inlines to hydrate it)`;
    const cpuKnown = us('policy') !== null && us('home') !== null;
    const heaviest = Math.max(us('home') ?? 0, us('shop') ?? 0, us('product') ?? 0);
    const generatorBound =
      Math.max(gen('home') ?? 0, gen('shop') ?? 0, gen('product') ?? 0) >= 70 &&
      heaviest <= 1.6 * (us('policy') ?? 0);
    const cpuText = cpuKnown
      ? `The server's own CPU per cached answer was ${fmt(us('policy'), 0)} µs for the policy page, ${fmt(us('home'), 0)} µs for /, ${fmt(us('shop'), 0)} µs for /shop and ${fmt(us('product'), 0)} µs for the product page, while the autocannon process on core 1 ran at ${fmt(gen('policy'), 0)}–${fmt(Math.max(gen('home') ?? 0, gen('shop') ?? 0, gen('product') ?? 0), 0)}% of its core and spends more per answer the bigger the page (about ${fmt(genUs('policy'), 0)} µs of its CPU per answer for the policy page, ${fmt(genUs('home'), 0)} µs for /, ${fmt(genUs('shop'), 0)} µs for /shop). ${generatorBound ? 'So at 50 connections the req/s ratio is set largely by the bytes per answer and by the load generator, not by rendering' : 'The server itself spends more per answer on the catalogue pages, and the bytes differ too'}: ${sizes}. `
      : `What separates them is the bytes per answer: ${sizes}. `;
    out.push(
      `**Catalogue pages (${fmt(value('pages.home.ratio'), 2)}× / ${fmt(value('pages.shop.ratio'), 2)}× / ${fmt(value('pages.product.ratio'), 2)}× of the policy page).** ` +
        (cached
          ? "All four pages, the policy page included, are answered from Next.js's own cache (x-nextjs-cache: HIT: a page is rendered once and kept whole, then gzipped again on every answer by Next.js), so no page is rendered per request. " +
            cpuText +
            stallText +
            " What would move the figure: smaller catalogue HTML (fewer cards and client components in the first screen, a smaller inlined payload; / and /shop carry two to three times the policy page's bytes), and, for the measurement itself, a load generator with a core to spare (one autocannon process shares core 1 with whatever else the machine runs)." +
            (stalls.length
              ? ' Serving the stale copy while one request re-renders would remove the stalls.'
              : '')
          : 'The pages are rendered per request (see how each was served in the details), so the database reads and the React render of each catalogue page run on every hit. Caching rendered catalogue pages (or their reads) with tags that mutations invalidate is what would move it.'),
    );
  }
  if (has('front.')) {
    const runs = (details('front').runs ?? {}) as Record<string, Run[]>;
    const range = (key: string) => {
      const rps = (runs[key] ?? []).map((r) => r.rps);
      return rps.length ? `${fmt(Math.min(...rps), 0)}–${fmt(Math.max(...rps), 0)}` : 'n/a';
    };
    const probes = (details('front').probes ?? {}) as Record<string, string>;
    const allHits = ['static', 'home', 'shop', 'product'].every((k) => probes[k]?.includes('X-Cache HIT'));
    // The load generator's share of its core, as the page figures' notes give it ("at 99% of its core").
    const loads = all
      .filter((f) => /^front\.(home|shop|product)\.rps$/.test(f.id))
      .map((f) => Number(/at (\d+)% of its core/.exec(f.note ?? '')?.[1] ?? 0));
    const saturated =
      loads.length && Math.min(...loads) >= 90 ? `${Math.min(...loads)}–${Math.max(...loads)}%` : '';
    out.push(
      `**Through the front cache (${fmt(value('front.home.ratio'), 2)}× / ${fmt(value('front.shop.ratio'), 2)}× / ${fmt(value('front.product.ratio'), 2)}× of the static file).** ` +
        (allHits
          ? 'Every target, the static file included, is a Varnish hit (X-Cache: HIT): no request reaches an instance, so the pages and the file cost Varnish the same lookup and one write each, and what differs is the bytes per answer. '
          : 'Not every target was a Varnish hit (see the probes in the details): a page answered by an instance is rendered or served from its page cache, which is slower than a front-cache hit. ') +
        `The rounds of one target varied more than the targets did: the static file ran at ${range('static')} req/s, / at ${range('home')}, /shop at ${range('shop')} and the product page at ${range('product')} req/s across rounds. Varnish and the instances shared core 0, and the load generator had core 1, which the other work on the machine also used. ` +
        (saturated
          ? `In this run the load generator was the limit: it ran at ${saturated} of its core for the pages, which cost it twice the microseconds per answer of the 3.6 kB file (it reads every byte of a 20 kB page), so the ratio is the load generator's, not Varnish's; on a loaded machine, where Varnish is the limit (1,525 req/s for the file on 24 Nov), the same pages measured 0.8–2.7×. `
          : '') +
        'A quieter machine, or a load generator on a machine of its own, would measure the ratio itself rather than the noise.',
    );
  }
  if (has('api.')) {
    const timings = (details('db').timings ?? {}) as Record<string, Array<{ p50: number | null }>>;
    const filterP50 = timings.filter?.[0]?.p50 ?? null;
    const listCache = (details('api') as { listCache?: string }).listCache;
    out.push(
      `**Product list API (${fmt(value('api.ratio'), 2)}× of an API route with no work, ${fmt(value('api.static.ratio'), 2)}× of the same JSON as a static file).** ` +
        (listCache === 'HIT'
          ? 'The list route answers repeated queries from Next.js’s cache (“use cache” in lib/catalog/listing-answer.ts), so under load it serves serialised JSON from memory, at about the rate of `/api/health`, whose only work is `select 1`: what the list route adds to any API call is small. The static file of the same bytes skips the proxy (proxy.ts runs on every page and API request) and the route machinery of Next.js, which cost about 1.5 ms of CPU per call here, four times the file’s; runs before 26 Nov 2026 measured a memory route inside the app, the same kind of reference as `/api/health` now. '
          : `The list route's answer was not served from Next.js's cache (x-api-cache: ${listCache ?? 'none'}), so every call runs two SQL statements, the page and an exact count over every match, through a pool of 10 connections to a PostgreSQL server that is not pinned and competes with the app and the load generator for the same two cores. `) +
        `The in-process database figures below show the same filter query alone at p50 ${fmt(filterP50)} ms on this machine. ` +
        'What would move it further: less framework work per API call (the proxy and the route wrapper), and a cheaper miss (a count capped at the deepest reachable row, an index that yields the matches in price order).',
    );
  }
  if (has('db.')) {
    const db = details('db') as {
      timings?: Record<string, Array<{ total: number; capped?: boolean; p50: number | null }>>;
      explains?: Record<
        string,
        Array<{
          sql: string;
          nodes: Array<{ type: string; index?: string; relation?: string }>;
          executionMs: number;
          seqScanOnProducts: boolean;
        }>
      >;
    };
    const explains = db.explains ?? {};
    const missed = (id: string) => unmet.some((f) => f.id === id);
    const plans = (name: string) =>
      (explains[name] ?? [])
        .map(
          (e) =>
            `${e.nodes
              .slice(0, 5)
              .map((n) => `${n.type}${n.index ? ` (${n.index})` : ''}`)
              .join(' → ')} in ${fmt(e.executionMs, 1)} ms`,
        )
        .join('; ');
    const p50 = (name: string) => fmt(db.timings?.[name]?.[0]?.p50 ?? null);
    const parts: string[] = ['**Database.**'];
    if (missed('db.filter.p95')) {
      parts.push(
        `The filter's statements (EXPLAIN ANALYZE: ${plans('filter')}) run side by side on two pool connections: the page's ids from an index in price order, and a count that stops at the 50-page block. Its p50 is ${p50('filter')} ms; the tail is the loaded machine's scheduling.`,
      );
    }
    if (missed('db.search.p95') || missed('db.typo.p95')) {
      parts.push(
        `Search ranks a bounded set of matches (the first ones in the listing's featured-then-newest order; ${fmt(db.timings?.search?.[0]?.total ?? null, 0)}${db.timings?.search?.[0]?.capped ? '+' : ''} counted here): for a common word the planner walks products_listed_featured_idx and tests \`@@\` on each row until the set is full, so the rows read grow as the word gets rarer, until the GIN bitmap of its matches is cheaper: ${plans('search')} (p50 ${p50('search')} ms). The typo search adds the spelling lookup in the search_words table and runs the corrected search: ${plans('typo')} (p50 ${p50('typo')} ms).`,
      );
    }
    if (missed('db.deep.max.p95')) {
      parts.push(`Deepest page: ${plans('deep')} (p50 ${p50('deep')} ms).`);
    }
    const seq = Object.entries(explains).filter(([, list]) => list.some((e) => e.seqScanOnProducts));
    if (missed('db.explain.index') || seq.length) {
      parts.push(
        `Sequential scans of products appear in: ${seq.map(([name]) => name).join(', ') || 'none'} (see the plans below).`,
      );
    }
    out.push(parts.join(' '));
  }
  if (unmet.some((f) => f.id.startsWith('lighthouse.') && f.id.endsWith('.performance'))) {
    out.push(
      '**Lighthouse performance.** Lighthouse simulates a mid-range phone on slow 4G from the trace it records here, with the CPU work multiplied by four; on a machine whose two cores are shared with builds and test runs, every long task of the hydrating JavaScript counts four times over in Total Blocking Time, which weighs 30% of the score (see the median TBT and LCP per page in the details). ' +
        'Here Lighthouse and its Chromium are pinned to the one core the server does not use, so its trace has a single core for rendering and script; the floors `npm test` checks run it unpinned, where the same build scores higher (91–96 on a quiet machine, 2026-11-22). ' +
        'What is left is the framework: LCP waits on the page being laid out and painted while the framework JavaScript (over 100 kB gzipped) is parsed, and its hydration is most of TBT; less client JavaScript on the catalogue pages means less to parse and hydrate.',
    );
  }
  if (unmet.some((f) => f.id.startsWith('lighthouse.') && !f.id.endsWith('.performance'))) {
    out.push(
      `**Lighthouse accessibility, SEO or best practices.** Audits short of full marks: ${lighthouseAudits(details('lighthouse'))}. Each is a concrete fix in the page's markup (target-size: tap targets of at least 24 px or enough spacing; heading-order: no skipped heading levels).`,
    );
  }
  if (has('js.')) {
    out.push(
      `**First-load JavaScript (${fmt(value('js.product.gzip'), 1)} kB gzipped).** The two largest chunks, ${largestChunks(details('js'))}, are the framework (React DOM and the Next.js client runtime); the rest is the client components the product page and the root layout hydrate (navbar, cart and wishlist providers, the gallery, the add-to-cart form; the toasts, search box, mobile menu and review form load when first used). ` +
        'The framework chunks every page loads come to about 129 kB gzipped on their own, so 130 kB leaves no room for the store: only a layout without client components, or a lighter framework runtime, would meet it.',
    );
  }
  if (unmet.some((f) => f.id.startsWith('mainthread.'))) {
    out.push(
      '**Main-thread work.** The estimate multiplies every task by four, as Lighthouse does, so one 50 ms task of a real phone is 12.5 ms here. The long tasks left (see the details) are style and layout of the whole document and React’s hydration of the client components, in that order; cards past the first row and the footer are no longer laid out at load (`content-visibility: auto`), which took the least blocking time of /shop from 180 to 109 ms and of / from 178 to 147 ms in a comparison of two builds on 26 Nov 2026. The medians are the least runs or about 2.2× them, nothing between: a load lands on a physical core whose other half is busy or not, so the medians move with the machine’s other work, not with the build. Below what is left: React hydrates the whole document in one pass per Suspense boundary, and the root layout’s providers and the navbar are hydrated on every page.',
    );
  }
  if (has('spa')) {
    const small = all.find((f) => f.id === 'spa.catalogue.spa.kb')?.value;
    const large = all.find((f) => f.id === 'spa.spa.kb')?.value;
    out.push(
      `**/shop against the single-page way.** The stand-in for the original store is a bare HTML page with one inline script: no framework, no stylesheet, no web fonts. Until its catalogue fetch it costs almost nothing, so its bytes are essentially the JSON: ${fmt(small ?? null)} kB for the fashion catalogue, ${fmt(large ?? null)} kB for 1,000 products of the large one. ` +
        `/shop instead sends its HTML with the inlined server-components payload, the stylesheet, the fonts, the framework's JavaScript and the first card images before the first card is painted (${fmt(value('spa.shop.kb'))} kB). The byte ratio can only reach 5× (issue 8), or 1× (issue 13), if /shop's first paint costs less than the 1,000-product JSON: by kind, the bytes before the first card and by network idle are in the details, and the framework's JavaScript (about 140 kB compressed on /shop, of which the store's own code is about 15 kB) alone exceeds it. The same holds for 180 kB by network idle: JavaScript, fonts (46 kB), the stylesheet and HTML come to about 250 kB before a single image. ` +
        `On time, on issue 13's phone (slow 4G as Lighthouse throttles it, 4× CPU), /shop paints its first card ${fmt(value('spa.slow4g.time.ratio'), 2)}× sooner than the single-page way with the large catalogue, where the 1,000-product JSON has to come down first, and ${fmt(value('spa.catalogue.slow4g.time.ratio'), 2)}× sooner with the fashion catalogue; unthrottled, on this machine's loopback, ${fmt(value('spa.time.ratio'), 2)}× and ${fmt(value('spa.catalogue.time.ratio'), 2)}×, the latter because the fashion catalogue's JSON is smaller than /shop's own first screen.`,
    );
  }
  return out;
}
