import { fmt } from './stats';
import type { Section } from './types';

/**
 * The "Caching design" section of docs/performance.md (issue 15): what was chosen and the figures of
 * this run that decided it. Empty until the `front` benchmark has run.
 */
export function cachingDesign(sections: Section[]): string[] {
  const front = sections.find((s) => s.name === 'front');
  if (!front || front.figures.length === 0) return [];
  const all = sections.flatMap((s) => s.figures);
  const v = (id: string) => all.find((f) => f.id === id)?.value ?? null;
  const x = (id: string) => `${fmt(v(id), 2)}×`;
  const rps = (id: string) => `${fmt(v(id), 0)} req/s`;
  return [
    '## Caching design (issue 15)',
    '',
    "Catalogue pages (`/`, `/shop` and its filtered listings, `/collection`, `/product/{id}`, the policy, about and contact pages) are kept whole by Next.js after their first request (Cache Components: `'use cache'` reads tagged `layout`, `listing`, `product:<id>` and `offers`), served by Next.js’s own `next start`, with their tags in `xkey` (Varnish) and `Surrogate-Key` (Fastly) and a CSP built from the hashes of their own inline scripts, both stored with the entry by the store’s cache handler. Anything with a shopper’s data stays `private, no-store`. A front cache (Varnish here, a CDN in production; see [deploy.md](deploy.md)) serves them; a change expires its tags on every instance (through Redis) and is purged once from the front cache by tag.",
    '',
    `**One instance on its own** (this run, the front bench’s direct instance): the policy page ${rps('front.render.policy.rps')}, /shop ${rps('front.render.shop.rps')}, a product page ${rps('front.render.product.rps')}; the pages bench, through \`next start\` on its own core: /shop ${rps('pages.shop.rps')} (${x('pages.shop.ratio')} of the policy page in the same bench). Until 28 Nov 2026 a custom server kept each page’s compressed bytes in memory beside Next.js (about 25,000 req/s for /shop, a hit being one write); it could not run under \`next start\`, and client navigations skipped it (issue 25).`,
    '',
    `**Through the front cache** (this run): / ${x('front.home.ratio')}, /shop ${x('front.shop.ratio')} and a product page ${x('front.product.ratio')} of a static file served by the same Varnish (${rps('front.static.rps')}). An admin edit shows through Varnish after ${fmt(v('front.invalidation.p50'), 0)} ms at the median and ${fmt(v('front.invalidation.p99'), 0)} ms at p99 over 100 edits. That includes the edit’s own transaction, the tag expiry written to Redis for every instance, and the purge. `,
    '',
  ];
}

/**
 * The "On a phone" section of docs/performance.md (issue 13): what each page fetches ahead of need, and
 * the choices that keep a catalogue page light on a phone. Text only: its figures are in the details.
 */
export function phoneDesign(sections: Section[]): string[] {
  const all = sections.flatMap((s) => s.figures);
  const v = (id: string) => all.find((f) => f.id === id)?.value ?? null;
  const ms = (id: string) => (v(id) === null ? 'not run' : `${fmt(v(id), 0)} ms`);
  const kb = (id: string) => (v(id) === null ? 'not run' : `${fmt(v(id), 1)} kB`);
  const least = (key: string) => {
    const f = all.find((x) => x.id === `mainthread.${key}.blocking`);
    return f ? `${fmt(f.value, 0)} ms (${/least (\d+) ms/.exec(f.note ?? '')?.[1] ?? '?'} ms)` : 'not run';
  };
  return [
    '## On a phone (issue 13)',
    '',
    '**Before and now.** Before: the figures issue 13 was filed with (Lighthouse 12 mobile, median of 3, a quiet machine, November 2026), and the main-thread bench’s first run (26 Nov 2026, 12:10 UTC, before the image, font and rendering changes). Now: this run (Lighthouse pinned to one core; its TBT moves with the machine’s other work much more than the main-thread estimate does).',
    '',
    '| page | Lighthouse TBT before → now | LCP before → now | blocking at 4×, median (least) before → now | bytes by network idle now (Lighthouse) | CLS now | long tasks now (details) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| / | 944 ms → ${ms('lighthouse.home.tbt')} | 2.6 s → ${ms('lighthouse.home.lcp')} | 275 ms (211) → ${least('home')} | ${kb('lighthouse.home.kb')} | ${fmt(v('lighthouse.home.cls'), 3)} | style and layout, then React hydration |`,
    `| /shop | 1,048 ms → ${ms('lighthouse.shop.tbt')} | 3.0 s → ${ms('lighthouse.shop.lcp')} | 203 ms (187) → ${least('shop')} | ${kb('lighthouse.shop.kb')} (about 340 kB before) | ${fmt(v('lighthouse.shop.cls'), 3)} | style and layout, then React hydration |`,
    `| a product page | 729 ms → ${ms('lighthouse.product.tbt')} | 3.1 s → ${ms('lighthouse.product.lcp')} | 463 ms (193) → ${least('product')} | ${kb('lighthouse.product.kb')} | ${fmt(v('lighthouse.product.cls'), 3)} | React hydration, then style and layout |`,
    '',
    `/shop on the phone profile (slow 4G, 4× CPU), fashion catalogue: bytes by the first card 200.1 kB → ${kb('spa.catalogue.slow4g.shop.kb')} (the single-page way: ${kb('spa.catalogue.slow4g.spa.kb')}); by network idle about 340 kB (issue 13) → ${kb('spa.catalogue.slow4g.shop.idle.kb')}. With 100,000 products: first card ${kb('spa.slow4g.shop.kb')} against the single-page way’s ${kb('spa.slow4g.spa.kb')}.`,
    '',
    '**What each page fetches ahead of need.**',
    '',
    '| page | fetched before it is asked for | not fetched |',
    '| --- | --- | --- |',
    '| every page | the header’s links (home, shop, wishlist, account, cart) as Next.js prefetches them when they are on screen: their route tree and loading state, about 0.5 + 1.2 kB each, compressed; the toast library (about 10 kB) once the page is idle, except on 3G, 2G or with Save-Data, where it loads with the first toast | the footer’s links until it is scrolled near (the footer is rendered lazily, `content-visibility: auto`); the search box, the phone menu and the review form, loaded when first opened |',
    '| `/`, `/shop`, `/collection` | the first four product images (eager, the first ones at high priority); the list/grid toggle’s page | product pages: a product link is prefetched only when the pointer rests on it, a finger touches it or it takes focus, and never with Save-Data or on 2G (`components/providers/intent-prefetch.tsx`); images further down, which load lazily |',
    '| a product page | the main photo (preloaded from the head at high priority, as its `srcset`) and its thumbnails (low priority) | related and recently viewed products’ pages and images until they are near the screen |',
    '',
    '**Images.** Every generated image exists at 800 px and 400 px wide, each as WebP and AVIF; the media route answers AVIF to a browser that accepts it (`Vary: Accept`). Product images carry both widths in `srcset` with their slot’s `sizes`, so a 412 px phone at 1.75 device pixels takes the 400 px variant for a card (a 2-column card is 206 px wide: 360 device pixels) and the 800 px one for the product photo (721 device pixels); a large screen at 2 device pixels takes 800 px cards. `next/image` was not used: its `<Image>` is a client component, so every card image would join the hydrated tree and its JavaScript every catalogue page, for what a plain `<img srcset>` over the two variants the store already makes does without script (the same reason the hero uses a `<picture>`).',
    '',
    '**Fonts.** Inter (text) at weights 400–700 of its variable axis and Fraunces (headings) as one static semibold instance, both cut to the characters the store prints (`npm run fonts`): 46 kB instead of 85, not preloaded, shown with `font-display: swap` over a metric-matched fallback.',
    '',
    '**Rendering.** Product cards after the first row and the footer are laid out and painted only when they come near the screen (`content-visibility: auto` with an intrinsic size), so the first layout of `/shop` on a phone handles four cards, not twenty.',
    '',
    '**What `npm test` guards** (machine-independent, `e2e/budgets*.spec.ts`): compressed JavaScript and HTML bytes and the DOM size of `/`, `/shop` and a product page on a phone, in both catalogues; no product page fetched for being on screen, nor under Save-Data even on hover; cards taking the 400 px variant on a phone and the 800 px one at 2 device pixels; and the Lighthouse accessibility, SEO and best-practices floors. Absolute speed (Lighthouse performance, TBT, LCP) is measured here only.',
  ];
}
