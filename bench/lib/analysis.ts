import { fmt, median } from './stats';
import type { Section } from './types';

type Probe = { bytes: number; gzipBytes: number; servedAs: string; pageCache: string };
type Run = { rps: number; p50: number; p99: number };

const kb = (n: number | undefined) => (n === undefined ? 'n/a' : `${(n / 1024).toFixed(1)} kB`);

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
    const p99 = (key: string) => fmt(median((runs[key] ?? []).map((r) => r.p99)), 0);
    const cached = ['policy', 'home', 'shop', 'product'].every((k) => probes[k]?.pageCache === 'HIT');
    out.push(
      `**Catalogue pages (${fmt(value('pages.home.ratio'), 2)}× / ${fmt(value('pages.shop.ratio'), 2)}× / ${fmt(value('pages.product.ratio'), 2)}× of the policy page).** ` +
        (cached
          ? "All four pages, the policy page included, are answered from the production server's page cache (scripts/serve.ts keeps rendered HTML per URL, gzip and brotli made once). A hit costs little more than writing the bytes, so two things separate the catalogue pages from the ceiling. " +
            `First, size: per answer the policy page is ${kb(probes.policy?.gzipBytes)} gzipped, / ${kb(probes.home?.gzipBytes)}, /shop ${kb(probes.shop?.gzipBytes)}, the product page ${kb(probes.product?.gzipBytes)} (${kb(probes.home?.bytes)} / ${kb(probes.shop?.bytes)} / ${kb(probes.product?.bytes)} uncompressed: the HTML plus the React Server Components payload Next.js inlines to hydrate it). ` +
            `Second, misses: an entry lives PAGE_CACHE_SECONDS (60 s by default) and, when it expires, every request arriving before the new copy is stored renders the page again (no request coalescing, no stale-while-revalidate), so 50 connections can render the same catalogue page dozens of times at once; median p99 latency was ${p99('home')} ms for /, ${p99('shop')} ms for /shop and ${p99('product')} ms for the product page against ${p99('policy')} ms for the policy page. ` +
            'What would move it: serve the stale copy while one request re-renders (coalesced misses), lengthen the time to live since mutations already invalidate by tag, and shrink the catalogue HTML (fewer cards and client components above the fold, smaller inlined payload).'
          : 'The pages are rendered per request (see how each was served in the details), so the database reads and the React render of each catalogue page run on every hit. Caching rendered catalogue pages (or their reads) with tags that mutations invalidate is what would move it.'),
    );
  }
  if (has('api.')) {
    const timings = (details('db').timings ?? {}) as Record<string, Array<{ p50: number | null }>>;
    const filterP50 = timings.filter?.[0]?.p50 ?? null;
    out.push(
      `**Product list API (${fmt(value('api.ratio'), 2)}× of the same JSON from memory).** Both routes pay the same framework cost (the proxy, the zod parse, JSON serialisation); the list route adds two SQL statements per call, the page and an exact count over every match, through a pool of 10 connections to a PostgreSQL server that is not pinned and so competes with the app and the load generator for the same two cores. ` +
        `The in-process database figures below show the same filter query alone at p50 ${fmt(filterP50)} ms on this machine. ` +
        'What would move it: cache the listing answer per normalised query for a few seconds (invalidated with the listing tag the page cache already uses), avoid the exact count (an estimate, or a count capped at the deepest reachable row), and a partial or composite index matching the common filters so the page query stops sorting thousands of matches.',
    );
  }
  if (has('db.')) {
    out.push(
      '**Database.** The EXPLAIN plans in the details say where the time goes. A statement whose plan is a sequential scan (a search word that matches a large share of the catalogue, or a count over every listed product for deep pages) reads most of the 100,000 rows: the planner prefers that to the index once a term matches tens of thousands of rows, and ranking or sorting all of them costs the rest. ' +
        'The typo search adds its spelling pass (a full-text probe per word, then the trigram `<%` lookup and word_similarity scoring over sampled product texts) before running the corrected query, so it costs the spelling pass plus a full-text search. ' +
        'Deep pages sort every match by price before skipping the OFFSET rows: with OFFSET capped at 10,000 no page is deeper than 501, so the time is bounded, but page 1 pays the same sort. ' +
        'What would move them: an index matching the default listing order (`(price_paise, id)` for visible, published products, partial) so pages read in order instead of sorting; search ranked over a bounded candidate set; a cheaper count (capped or estimated); and, on this shared machine, a quiet core for PostgreSQL.',
    );
  }
  if (unmet.some((f) => f.id.startsWith('lighthouse.') && f.id.endsWith('.performance'))) {
    out.push(
      '**Lighthouse performance.** Lighthouse simulates a mid-range phone on slow 4G from the trace it records here, with the CPU work multiplied by four; on a machine whose two cores are shared with builds and test runs, every long task of the hydrating JavaScript counts four times over in Total Blocking Time, which weighs 30% of the score (see the median TBT and LCP per page in the details). ' +
        'The other lever is the JavaScript itself (the first-load figure): less client JavaScript on the catalogue pages means less to parse and hydrate.',
    );
  }
  if (unmet.some((f) => f.id.startsWith('lighthouse.') && !f.id.endsWith('.performance'))) {
    out.push(
      '**Lighthouse accessibility, SEO or best practices.** The audits short of full marks are listed per page in the Lighthouse details below; each names a concrete fix.',
    );
  }
  if (has('js.')) {
    out.push(
      `**First-load JavaScript (${fmt(value('js.product.gzip'), 1)} kB gzipped).** React, React DOM and the Next.js App Router runtime are most of it on their own; the rest is the client components the product page and the root layout hydrate (navbar, cart and wishlist providers, toasts, the gallery, the review form). ` +
        'Moving providers and widgets that not every page needs out of the root layout, and loading the review form and carousels only when they are used, would move it.',
    );
  }
  if (has('spa')) {
    const small = all.find((f) => f.id === 'spa.catalogue.spa.kb')?.value;
    const large = all.find((f) => f.id === 'spa.spa.kb')?.value;
    out.push(
      `**/shop against the single-page way.** The stand-in for the original store is a bare HTML page with one inline script: no framework, no stylesheet, no web fonts. Until its catalogue fetch it costs almost nothing, so its bytes are essentially the JSON: ${fmt(small ?? null)} kB for the fashion catalogue, ${fmt(large ?? null)} kB for 1,000 products of the large one. ` +
        `/shop instead sends its HTML with the inlined server-components payload, the stylesheet, the fonts, the framework's JavaScript and the first card images before the first card is painted (${fmt(value('spa.shop.kb'))} kB). The byte ratio can only reach 5× if /shop's first paint costs less than a fifth of the 1,000-product JSON, i.e. much less JavaScript and HTML on the listing page. ` +
        'On time, the server-rendered page wins more clearly on a slow phone network (the slow-4G figures), where the single-page way pays for its large JSON and then renders in the browser.',
    );
  }
  return out;
}
