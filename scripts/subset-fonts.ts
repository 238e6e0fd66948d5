/**
 * `npm run fonts`: writes the store's two web fonts (app/_fonts/*.woff2) from the fontsource packages, cut to
 * what the pages use and the Latin-1 letters, general punctuation and the symbols the store prints. The text
 * face (Inter) keeps the weights 400 to 700 of its variable axis (Tailwind's normal, medium, semibold and
 * bold; nothing lighter or heavier is used); the display face (Fraunces) is only ever set semibold, so it
 * becomes one static 600 instance. 85 kB of fonts become 46 kB, the largest part of a catalogue page's bytes
 * after the framework's JavaScript. The files are committed; run this again after upgrading a fontsource
 * package.
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

const FONTS = [
  {
    name: 'inter-400-700',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    wght: { min: 400, max: 700 },
  },
  {
    name: 'fraunces-600',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    wght: 600,
  },
];

for (const font of FONTS) {
  const source = readFileSync(path.join(process.cwd(), 'node_modules', font.source));
  const subset = await subsetFont(source, FONT_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.wght },
  });
  const target = path.join(process.cwd(), 'app', '_fonts', `${font.name}.woff2`);
  writeFileSync(target, subset);
  console.log(
    `[fonts] ${font.name}: ${source.length} → ${subset.length} bytes (${path.relative(process.cwd(), target)})`,
  );
}
