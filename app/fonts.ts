import localFont from 'next/font/local';

// Not preloaded: on a phone the two variable fonts (about 61 kB) would share the first round trips with
// the HTML, the stylesheet and the first product image and push back the largest paint (Lighthouse
// mobile LCP fell from 2.8-3.5 s to 1.3-2.4 s without the preloads). Text shows at once in a fallback
// sized to match (next/font's adjustFontFallback) and swaps when the font arrives.

// Both cut to the characters the store prints (scripts/subset-fonts.ts, `npm run fonts`), Inter to weights
// 400-700 and Fraunces, used only for semibold headings, to weight 600: 46 kB instead of 85.
export const inter = localFont({
  src: './_fonts/inter-400-700.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  weight: '400 700',
});

export const fraunces = localFont({
  src: './_fonts/fraunces-600.woff2',
  variable: '--font-fraunces',
  display: 'swap',
  preload: false,
  weight: '600',
});

// Hindi text in either stack (app/globals.css puts it after Inter and after Fraunces), cut to the Devanagari
// block, ZWNJ/ZWJ and the dotted circle, weights 400-700: 70 kB. The unicode-range is exactly the cut's
// characters (app/fonts.test.ts), so a page without Devanagari never downloads it; ₹ stays out of it for that
// reason. No adjusted fallback: next/font would size Arial, which has no Devanagari letter to stand in.
export const devanagari = localFont({
  src: './_fonts/noto-sans-devanagari-400-700.woff2',
  variable: '--font-devanagari',
  display: 'swap',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+200C-200D, U+25CC' }],
});

/** The three fonts' CSS variables, for the root element's className. */
export const fontVariables = `${inter.variable} ${fraunces.variable} ${devanagari.variable}`;
