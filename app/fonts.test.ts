import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

// The Devanagari face (scripts/subset-fonts.ts, `npm run fonts`) must hold every character its @font-face
// promises, and only those, and still shape: a cut that dropped GSUB/GPOS or the glyphs they reach would
// print क्ष as क, virama, ष and put matras in the wrong place.

const root = process.cwd();
const cut = path.join(root, 'app/_fonts/noto-sans-devanagari-400-700.woff2');
const full = path.join(
  root,
  'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);
// 70,028 bytes today; a wider cut (Devanagari Extended +4.5 kB, the whole weight axis 100 kB) should be a choice.
const MAX_BYTES = 72_000;

/** The code points of the unicode-range next/font writes into the face's @font-face (app/fonts.ts). */
function declaredRange(): Set<number> {
  const source = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
  const value = /prop: 'unicode-range', value: '([^']+)'/.exec(source)?.[1];
  if (!value) throw new Error('app/fonts.ts declares no unicode-range');
  const points = new Set<number>();
  for (const part of value.split(',')) {
    const [, from, to = from] = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim()) ?? [];
    if (!from || !to) throw new Error(`app/fonts.ts: bad unicode-range part ${part}`);
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

async function openFace(file: string): Promise<Face> {
  return new Face(new Blob(await convert(readFileSync(file), 'truetype')));
}

/** Glyphs and positions HarfBuzz (the shaper of Chrome and Firefox) gives `text` at weight `wght`. */
function shapeText(face: Face, text: string, wght = 400) {
  const font = new Font(face);
  font.setVariations([new Variation('wght', wght)]);
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

const words = ['कुर्ता', 'पलंग', 'सोफ़ा', 'घड़ी', 'हिन्दी', 'क्षमा', 'श्रृंगार', 'वर्ष', 'कृपया', 'द्वार', 'प्रिंट'];

describe('the Devanagari font', () => {
  it(`is cut to at most ${MAX_BYTES} bytes, weights 400 to 700`, async () => {
    expect(statSync(cut).size).toBeLessThanOrEqual(MAX_BYTES);
    const wght = (await openFace(cut)).getAxisInfos().wght;
    expect([wght?.min, wght?.max]).toEqual([400, 700]);
  });

  it('holds exactly the characters of its unicode-range', async () => {
    const cmap = [...(await openFace(cut)).collectUnicodes()].sort((a, b) => a - b);
    expect(cmap).toEqual([...declaredRange()].sort((a, b) => a - b));
  });

  it("is fetched for Hindi words and not for an English page's text", () => {
    const range = declaredRange();
    const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);
    expect(codePoints('कुर्ता पलंग सोफ़ा घड़ी'.replaceAll(' ', '')).every((c) => range.has(c))).toBe(true);
    expect(codePoints('Cotton kurta ₹1,299 – 40% off “new”').some((c) => range.has(c))).toBe(false);
  });

  it('forms conjuncts and the reph', async () => {
    const face = await openFace(cut);
    expect(shapeText(face, 'क्ष')).toHaveLength(1);
    expect(shapeText(face, 'श्र')).toHaveLength(1);
    // र् before a consonant becomes the reph mark over it: two glyphs for three characters.
    expect(shapeText(face, 'र्क')).toHaveLength(2);
  });

  it('shapes Hindi words as the uncut font does, with no missing glyph', async () => {
    // One after the other: two WOFF2 decodings at once (fontverter's wawoff2) spoil the first.
    const small = await openFace(cut);
    const whole = await openFace(full);
    for (const wght of [400, 700]) {
      for (const word of words) {
        const glyphs = shapeText(small, word, wght);
        expect(glyphs.some((g) => g.codepoint === 0)).toBe(false);
        const layout = (gs: typeof glyphs) => gs.map((g) => [g.cluster, g.xAdvance, g.xOffset, g.yOffset]);
        expect(layout(glyphs), `${word} at ${wght}`).toEqual(layout(shapeText(whole, word, wght)));
      }
    }
  });
});
