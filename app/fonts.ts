import localFont from 'next/font/local';

// Not preloaded: on a phone the two variable fonts (about 85 kB) would share the first round trips with
// the HTML, the stylesheet and the first product image and push back the largest paint (Lighthouse
// mobile LCP fell from 2.8-3.5 s to 1.3-2.4 s without the preloads). Text shows at once in a fallback
// sized to match (next/font's adjustFontFallback) and swaps when the font arrives.

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  weight: '100 900',
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  display: 'swap',
  preload: false,
  weight: '100 900',
});
