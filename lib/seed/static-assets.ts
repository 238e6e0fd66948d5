/**
 * Draws the committed static brand files: public/placeholder.webp and the logos in public/brand/.
 * Run `npx tsx lib/seed/static-assets.ts` after changing them; the seed itself never writes to public/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { svgDocument, vGradient, rGradient } from './art/svg';

const SERIF = "Georgia, 'Times New Roman', 'Noto Serif', serif";

/** Cotton boll: five soft lobes on green sepals. */
const cottonMark = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M24 44 L16 36 M24 44 L32 36 M24 44 L24 34" stroke="#4f7a4a" stroke-width="3" stroke-linecap="round"/><circle cx="24" cy="14" r="9" fill="#fbf8f2" stroke="#c4b49a" stroke-width="1.6"/><circle cx="13" cy="22" r="9" fill="#fbf8f2" stroke="#c4b49a" stroke-width="1.6"/><circle cx="35" cy="22" r="9" fill="#fbf8f2" stroke="#c4b49a" stroke-width="1.6"/><circle cx="17" cy="31" r="8" fill="#fbf8f2" stroke="#c4b49a" stroke-width="1.6"/><circle cx="31" cy="31" r="8" fill="#fbf8f2" stroke="#c4b49a" stroke-width="1.6"/><circle cx="24" cy="24" r="8" fill="#ffffff"/></g>`;

/** Tree rings under a roof line: wood and home. */
const woodMark = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M4 22 L24 5 L44 22" fill="none" stroke="#7a4a2a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><rect x="9" y="20" width="30" height="24" rx="4" fill="#c08a4e"/><path d="M24 40 C15 40 13 33 13 30 C13 25 18 22 24 22 C30 22 35 25 35 30 C35 35 30 40 24 40 Z M24 36 C19 36 17 33 17 30 C17 27 20 25.5 24 25.5 C28 25.5 31 27 31 30 C31 33 28 36 24 36 Z M24 32.5 C22 32.5 21 31.5 21 30 C21 28.8 22.3 28.2 24 28.2 C25.7 28.2 27 28.8 27 30 C27 31.5 26 32.5 24 32.5 Z" fill="none" stroke="#7a4a2a" stroke-width="1.4"/></g>`;

export function fashionLogo(): string {
  return svgDocument(
    220,
    52,
    `<title>Kapas &amp; Co.</title>${cottonMark(2, 2, 1)}<text x="58" y="35" font-family="${SERIF}" font-size="27" font-weight="600" fill="#1f2937" letter-spacing="0.5">Kapas <tspan fill="#b4583b" font-style="italic">&amp;</tspan> Co.</text>`,
  );
}

export function furnitureLogo(): string {
  return svgDocument(
    220,
    52,
    `<title>Kaath Home</title>${woodMark(2, 2, 1)}<text x="58" y="35" font-family="${SERIF}" font-size="27" font-weight="600" fill="#3b2a22" letter-spacing="0.5">Kaath <tspan font-weight="400" fill="#7a4a2a">Home</tspan></text>`,
  );
}

/** Neutral 4:5 placeholder shown wherever a product image is missing or fails to load. */
export function placeholderSvg(): string {
  const hanger =
    'M400 430 L400 410 C400 396 412 388 424 394 C433 399 432 412 424 416 M400 430 L300 500 C292 506 296 516 306 516 L494 516 C504 516 508 506 500 500 Z';
  return svgDocument(
    800,
    1000,
    `<defs>${vGradient('pg', [
      [0, '#f4f1ec'],
      [1, '#e6e0d6'],
    ])}${rGradient('ps', [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ])}</defs><rect width="800" height="1000" fill="url(#pg)"/><ellipse cx="400" cy="470" rx="360" ry="380" fill="url(#ps)"/><path d="${hanger}" fill="none" stroke="#b9afa1" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M340 580 L460 580" stroke="#d3cbbf" stroke-width="8" stroke-linecap="round"/>`,
  );
}

/** Writes the placeholder and logos under `publicDir`. */
export async function writeStaticAssets(publicDir: string): Promise<string[]> {
  const brand = path.join(publicDir, 'brand');
  mkdirSync(brand, { recursive: true });
  const files: Array<[string, string]> = [
    [path.join(brand, 'logo.svg'), fashionLogo()],
    [path.join(brand, 'logo-furniture.svg'), furnitureLogo()],
  ];
  for (const [file, svg] of files) writeFileSync(file, `${svg}\n`);
  const placeholder = path.join(publicDir, 'placeholder.webp');
  await sharp(Buffer.from(placeholderSvg())).webp({ quality: 80 }).toFile(placeholder);
  return [...files.map(([file]) => file), placeholder];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await writeStaticAssets(path.join(process.cwd(), 'public'));
  console.log(`wrote ${written.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
}
