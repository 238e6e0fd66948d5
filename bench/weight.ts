/**
 * Issue 26 target 2: the HTML of `/`, `/shop` and a product page, uncompressed and gzipped, and its bytes
 * by kind (markup, class attributes, the inline component payload, other inline scripts, inline styles,
 * inline SVG). Fetched as a first visit would (no cookie), with `accept-encoding: identity`.
 */
import { gzipSync } from 'node:zlib';
import { timed, type BenchModule } from './lib/context';
import { htmlWeight, WEIGHT_KINDS, type HtmlWeight } from './lib/html-weight';
import { round } from './lib/stats';
import { figure, type Figure } from './lib/types';
import { phonePages } from './pages';

/** Issue 26's limits in KB: `/shop` at most 150 KB with at most 60 KB of payload; `/` and a product page half of before. */
const LIMITS: Record<string, { html: number; payload?: number; before: { html: number; payload: number } }> =
  {
    home: { html: 93.5, before: { html: 187, payload: 105 } },
    shop: { html: 150, payload: 60, before: { html: 364, payload: 210 } },
    product: { html: 60, before: { html: 120, payload: 65 } },
  };

const kb = (n: number) => round(n / 1024, 1);

export const weight: BenchModule = {
  name: 'weight',
  title: 'Page weight: HTML bytes by kind',
  phases: ['catalogue-server'],
  run: (ctx) =>
    timed(async () => {
      const pages = await phonePages(ctx.server!.url);
      const figures: Figure[] = [];
      const details: Record<string, HtmlWeight & { gzip: number }> = {};
      for (const page of pages) {
        const res = await fetch(page.url, { headers: { 'accept-encoding': 'identity' } });
        if (!res.ok) throw new Error(`${page.label} answered ${res.status}`);
        const html = await res.text();
        const w = htmlWeight(html);
        const gzip = gzipSync(html).byteLength;
        details[page.key] = { ...w, gzip };
        const limit = LIMITS[page.key]!;
        ctx.log(
          `  ${page.label}: ${kb(w.total)} KB (${kb(gzip)} KB gzipped): ${WEIGHT_KINDS.map((k) => `${k} ${kb(w[k])}`).join(', ')}`,
        );
        figures.push(
          figure({
            id: `weight.${page.key}.html`,
            label: `${page.label} HTML, uncompressed`,
            value: kb(w.total),
            unit: 'KB',
            target: { op: '<=', value: limit.html },
            note: `before issue 26: ${limit.before.html} KB; ${kb(gzip)} KB gzipped; class attributes ${kb(w.classes)} KB, SVG ${kb(w.svg)} KB, inline styles ${kb(w.styles)} KB, other scripts ${kb(w.otherScript)} KB`,
          }),
          figure({
            id: `weight.${page.key}.payload`,
            label: `${page.label} inline component payload`,
            value: kb(w.payload),
            unit: 'KB',
            ...(limit.payload ? { target: { op: '<=' as const, value: limit.payload } } : {}),
            note: `before issue 26: ${limit.before.payload} KB`,
          }),
        );
      }
      return {
        name: 'weight',
        title: weight.title,
        figures,
        notes: [
          "Issue 26, step 4 (2026-11-28, fashion, this bench): the product page's own repeated class lists (the colour chips, the buy bar, the offer line, the facts list, the rating bars, each review, the tabs, the gallery's thumbnails), the header's links and icon buttons, the Collection menu's tiles, the footer's links and headings, and the card's heart slot, swatches, rating and price line became one short class each (`@utility` in app/globals.css, the same CSS); the menu's and the footer's links lost their database ids and positions in every page's payload; a few texts became one text node instead of several (no `<!-- -->` between them). The product page 66.3 → 59.2 KB (classes 16.2 → 10.8, payload 25.1 → 23.7), / 92.8 → 85.9 KB, /shop 114.0 → 106.2 KB. The size chart or dimensions table is read by a server function when its dialog opens, no longer carried in the payload for a closed dialog (about 2 KB on every sized or furniture product). Furniture's featured product page 63.1 → 61.0 KB on a fresh database, still over 60: what is left there is the product's JSON-LD, told in the HTML and again in the payload (about 2 KB each), and the five related cards.",
          "Issue 26, step 3 (2026-11-27, fashion, the e2e budgets' measure on a fresh database): the same lever through the rest of the page. The header, the footer, the hero, the home page's lists (policies, reasons, category tiles, curated edits, the spotlight carousel, the product tiles) and the product page's headline, promises and facts list are client components fed their words; the layout's 404, 403 and 401 screens, which Next.js puts in every page's payload, are client views. A lucide icon in a server component sent its whole path data in the payload (about 400 bytes each). / 148.5 → 100.2 KB (payload 76.7 → 27.9); the product page 95.4 → 73.4 KB (payload 44.9 → 25.0); /shop 129.3 → 118.4 KB (payload 49.3 → 35.7). JavaScript grew about 5 KB compressed (178.7 KB on /). Furniture: / 66.3, /shop 112.8, product 78.2 KB.",
          'Issue 26, step 2 (2026-11-27, fashion, one seeded PostgreSQL database for both builds, measured with bench/lib/html-weight.ts): the product card and the filter form are client components fed only what they show (components/product/card-data.ts, toCard), and a listing sends its filter form once (one <details> that folds on phones and is the sidebar from lg up). /shop 255.0 → 129.3 KB (payload 158.7 → 49.3, markup 55.1 → 45.0, class attributes 30.4 → 25.4); / 169.3 → 148.5 KB (payload 97.0 → 76.7); the product page 108.7 → 95.4 KB (payload 57.7 → 44.9). A card was about 3 KB of payload as a server component, about 0.5 KB as data. JavaScript grew 1–4 KB compressed (the card and form code). Furniture: / 94.6, /shop 126.4, product 94.8 KB (bytes ÷ 1000, e2e budgets).',
          "Issue 26, step 1 (2026-11-27, fashion, the same database): one short class per repeated piece (the card, its badges and swatches, the filter form's colour and size chips, legends and checkboxes: `@utility` in app/globals.css) and the card's heart as a CSS mask instead of an inline SVG. /shop 351.5 → 253.2 KB (payload 202.2 → 157.7, class attributes 76.5 → 30.3, SVG 13.1 → 4.9); / 180.4 → 167.6 KB; the product page about the same (its cards are 5 of 20). The colour chips alone were 25.9 KB of the payload and as much of the HTML. What is left is structure, not class text: each card is about 2.6 KB of payload, and the filter form is still sent twice in the payload and once more inside <noscript> (see docs/plans/serving-redesign.md §3.2, levers 1 and 4).",
          'Each byte of the document counted once, in the first kind that claims it (bench/lib/html-weight.ts): the inline component payload (`self.__next_f` scripts), other inline scripts, inline styles, inline SVG, class attributes, then the remaining markup.',
        ],
        details,
      };
    }),
};
