/**
 * `npm run fonts`: writes the store's web fonts (app/_fonts/*.woff2) from the fontsource packages, cut to what
 * the pages use. The text face (Inter) keeps the Latin-1 letters, general punctuation and the symbols the store
 * prints, and the weights 400 to 700 of its variable axis (Tailwind's normal, medium, semibold and bold;
 * nothing lighter or heavier is used); the display face (Fraunces) is only ever set semibold, so it becomes one
 * static 600 instance. 85 kB of Latin fonts become 46 kB, the largest part of a catalogue page's bytes after the
 * framework's JavaScript. Noto Sans Devanagari carries the Hindi pages' letters in both stacks (body and
 * headings, hence 400 to 700 again); app/fonts.ts gives it a unicode-range equal to DEVANAGARI_TEXT, so a page
 * without a Devanagari letter never fetches it. The files are committed; run this again after upgrading a
 * fontsource package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const FONT_TEXT =
  range(0x20, 0x7e) + // Basic Latin
  range(0xa0, 0xff) + // Latin-1 Supplement (é, ×, ½, ©, ...)
  range(0x2010, 0x2027) + // dashes, quotes, bullet, ellipsis
  range(0x2030, 0x203a) + // per mille, primes, angle quotes
  '\u0152\u0153\u20ac\u2122\u2212\u2190\u2191\u2192\u2193\u2605\u2606\u2713\u2715';

// The whole Devanagari block (letters, matras, virama, nukta forms, danda, digits), the joiners that pick a
// half form or stop a conjunct (ZWNJ, ZWJ), and the dotted circle shapers draw under a stray matra. Not the
// Vedic marks of Devanagari Extended (U+A8E0-A8FF, +4.5 kB, 6%) nor ₹ (U+20B9): the rupee is on every English
// page, and a range holding it would make them all fetch this font. Subsetting keeps every GSUB/GPOS feature
// (subset-font's default, harfbuzz --layout-features=*) and the glyphs they reach: conjuncts, reph, matras.
const DEVANAGARI_TEXT = range(0x0900, 0x097f) + '\u200c\u200d\u25cc';

const FONTS = [
  {
    name: 'inter-400-700',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    text: FONT_TEXT,
    wght: { min: 400, max: 700 },
  },
  {
    name: 'fraunces-600',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    text: FONT_TEXT,
    wght: 600,
  },
  {
    name: 'noto-sans-devanagari-400-700',
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    text: DEVANAGARI_TEXT,
    wght: { min: 400, max: 700 },
  },
];

for (const font of FONTS) {
  const source = readFileSync(path.join(process.cwd(), 'node_modules', font.source));
  const subset = await subsetFont(source, font.text, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.wght },
  });
  const target = path.join(process.cwd(), 'app', '_fonts', `${font.name}.woff2`);
  writeFileSync(target, subset);
  console.log(
    `[fonts] ${font.name}: ${source.length} → ${subset.length} bytes (${path.relative(process.cwd(), target)})`,
  );
}
