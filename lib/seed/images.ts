import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { swatchHex } from '@/lib/media/colours';
import { categoryImage, heroImages, productImageUrl, type StoreCatalogue } from '@/lib/media/catalogue-art';
import { mediaPath } from '@/lib/media';
import { avifTwin, writeAvifTwin } from '@/lib/media/avif';
import { categoryTileLayers, heroLayers, heroSpecs } from './art/hero';
import { shapes, type ShapeKey } from './art/registry';
import { backdropFor, detailView, frontView, roomView, type Layered } from './art/scene';

/** One image to render: an SVG drawn lazily, written as WebP at full size and at a small size (`.sm`). */
type RenderJob = { url: string; small: [number, number]; draw: () => Layered };

/** The product photos for a shape in a colour, in gallery order. */
export function productImages(shape: ShapeKey, colour: string): string[] {
  return shapes[shape].views.map((view) => productImageUrl(shape, colour, view));
}

function productJobs(shape: ShapeKey, colour: string): RenderJob[] {
  const spec = shapes[shape];
  const hex = swatchHex(colour);
  if (!hex) throw new Error(`No swatch colour for "${colour}" (shape ${shape})`);
  const art = () => spec.draw(spec.paint(hex, colour, 'p'));
  const tone = backdropFor(hex, spec.hue);
  return spec.views.map((view) => ({
    url: productImageUrl(shape, colour, view),
    small: [400, 500],
    draw: () =>
      view === 'front'
        ? frontView(art(), tone)
        : view === 'detail'
          ? detailView(art(), tone)
          : roomView(art(), spec.hue, spec.paint(hex, colour, 'p').accent.base),
  }));
}

/** Stacks an image's layers: backdrop, blurred shadow, foreground. */
async function rasterise(layers: Layered): Promise<Sharp> {
  const { width, height } = layers;
  const raw = { width, height, channels: 4 as const };
  const overlays: OverlayOptions[] = [];
  if (layers.shadow) {
    const alpha = await sharp(Buffer.from(layers.shadow.svg))
      .ensureAlpha()
      .extractChannel(3)
      .blur(layers.shadow.blur)
      .linear(layers.shadow.opacity, 0)
      .raw()
      .toBuffer();
    const shadow = await sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .joinChannel(alpha, { raw: { width, height, channels: 1 } })
      .raw()
      .toBuffer();
    overlays.push({ input: shadow, raw });
  }
  overlays.push({ input: await sharp(Buffer.from(layers.foreground)).ensureAlpha().raw().toBuffer(), raw });
  const flat = await sharp(Buffer.from(layers.backdrop)).composite(overlays).removeAlpha().raw().toBuffer();
  return sharp(flat, { raw: { width, height, channels: 3 } });
}

const smallUrl = (url: string) => url.replace(/\.webp$/, '.sm.webp');
const checked = new Set<string>();

async function render(job: RenderJob): Promise<boolean> {
  const large = mediaPath(job.url);
  const small = mediaPath(smallUrl(job.url));
  if (checked.has(job.url) || (existsSync(large) && existsSync(small))) {
    // A folder drawn before the AVIF twins existed gets them from its WebP files.
    for (const file of checked.has(job.url) ? [] : [large, small]) {
      if (!existsSync(avifTwin(file)!)) await writeAvifTwin(file);
    }
    checked.add(job.url);
    return false;
  }
  await mkdir(path.dirname(large), { recursive: true });
  const raster = await rasterise(job.draw());
  const full = await raster.clone().webp({ quality: 82, effort: 2 }).toBuffer();
  const half = await raster
    .clone()
    .resize(job.small[0], job.small[1])
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  // Write then rename, so a crash never leaves a half-written file that the cache check would trust.
  const suffix = `.${process.pid}.tmp`;
  await writeFile(large + suffix, full);
  await writeFile(small + suffix, half);
  await rename(large + suffix, large);
  await rename(small + suffix, small);
  await Promise.all([writeAvifTwin(large, full), writeAvifTwin(small, half)]);
  checked.add(job.url);
  return true;
}

async function renderAll(jobs: RenderJob[], concurrency = 2): Promise<number> {
  let next = 0;
  let rendered = 0;
  const unique = [...new Map(jobs.map((j) => [j.url, j])).values()];
  async function worker() {
    while (next < unique.length) {
      const job = unique[next++]!;
      if (await render(job)) rendered++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rendered;
}

/** Signature product for each category tile. */
const categoryTiles: Record<string, { shape: ShapeKey; colour: string; hue: string }> = {
  "Men's Suits And Blazers": { shape: 'blazer', colour: 'Charcoal', hue: '#e3d6c4' },
  'T-Shirts & Shirts': { shape: 'shirt', colour: 'Sky Blue', hue: '#d5dee8' },
  Watches: { shape: 'chrono-leather', colour: 'Tan', hue: '#e6dccb' },
  "Men's Glasses": { shape: 'aviator', colour: 'Gold', hue: '#d7e0d6' },
  "Women's Western Styles": { shape: 'dress', colour: 'Emerald', hue: '#efd9d3' },
  bed: { shape: 'bed-upholstered', colour: 'Slate Grey', hue: '#e4e0d8' },
  sofa: { shape: 'sofa', colour: 'Mustard', hue: '#e2dfe8' },
  chairs: { shape: 'armchair', colour: 'Teal', hue: '#eadfce' },
};

/**
 * Renders (or finds already rendered) every image the catalogue uses: product photos for the given
 * shape/colour pairs, the hero banners and the category tiles. Returns how many files were drawn.
 */
export async function ensureCatalogueImages(
  catalogue: StoreCatalogue,
  categories: string[],
  looks: Array<{ shape: ShapeKey; colour: string }>,
): Promise<number> {
  const jobs: RenderJob[] = looks.flatMap((l) => productJobs(l.shape, l.colour));
  heroImages(catalogue).forEach((hero, i) => {
    const spec = heroSpecs[catalogue][i];
    if (!spec) return;
    jobs.push({ url: hero.wide, small: [800, 450], draw: () => heroLayers(spec, 1600, 900) });
    jobs.push({ url: hero.tall, small: [400, 450], draw: () => heroLayers(spec, 800, 900) });
  });
  for (const category of categories) {
    const tile = categoryTiles[category];
    const url = categoryImage(category);
    if (!tile || !url) continue;
    jobs.push({ url, small: [400, 500], draw: () => categoryTileLayers(tile.shape, tile.colour, tile.hue) });
  }
  return renderAll(jobs);
}
