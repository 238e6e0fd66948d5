import { swatchHex } from '@/lib/media/colours';
import { shapes, type ShapeKey } from './registry';
import { floorLamp, pottedPlant, softShadowGradient, type Layered } from './scene';
import type { Art } from './shape';
import { darken, hGradient, lighten, rGradient, svgDocument, vGradient } from './svg';

/** One product placed on a hero stage (a 900x900 square; x, y is the top-left of its 800x1000 art box). */
type Placement = { shape: ShapeKey; colour: string; x: number; y: number; scale: number };

export type HeroSpec = {
  /** Backdrop hue. */
  hue: string;
  /** Room scenes (furniture) get a wall, skirting and floor; studio scenes a sweep and an arch. */
  room: boolean;
  /** Colour of the wall art and the rug in room scenes. */
  accent?: string;
  items: Placement[];
};

export const heroSpecs: Record<'fashion' | 'furniture', HeroSpec[]> = {
  fashion: [
    {
      hue: '#e9dccb',
      room: false,
      items: [
        { shape: 'shirt', colour: 'White', x: 360, y: 70, scale: 0.74 },
        { shape: 'blazer', colour: 'Navy', x: 40, y: 30, scale: 0.82 },
        { shape: 'watch-leather', colour: 'Brown', x: 560, y: 500, scale: 0.4 },
      ],
    },
    {
      hue: '#efd9d3',
      room: false,
      items: [
        { shape: 'top', colour: 'Mustard', x: 400, y: 70, scale: 0.72 },
        { shape: 'dress', colour: 'Dusty Rose', x: 40, y: 30, scale: 0.82 },
      ],
    },
    {
      hue: '#d9e2d8',
      room: false,
      items: [
        { shape: 'watch-bracelet', colour: 'Silver', x: 470, y: 0, scale: 0.56 },
        { shape: 'chrono-leather', colour: 'Black', x: 40, y: 40, scale: 0.8 },
        { shape: 'aviator', colour: 'Gold', x: 330, y: 300, scale: 0.66 },
      ],
    },
    {
      hue: '#dbe3ea',
      room: false,
      items: [
        { shape: 'tshirt', colour: 'Olive', x: 10, y: 70, scale: 0.74 },
        { shape: 'polo', colour: 'Navy', x: 320, y: 30, scale: 0.76 },
        { shape: 'wayfarer', colour: 'Tortoise', x: 230, y: 470, scale: 0.46 },
      ],
    },
  ],
  furniture: [
    {
      hue: '#eadfce',
      room: true,
      accent: '#c0653f',
      items: [{ shape: 'sofa', colour: 'Teal', x: 50, y: 0, scale: 1 }],
    },
    {
      hue: '#e3e0da',
      room: true,
      accent: '#1f6f73',
      items: [{ shape: 'bed-upholstered', colour: 'Beige', x: 50, y: 0, scale: 1 }],
    },
    {
      hue: '#e8e2d6',
      room: true,
      accent: '#33407a',
      items: [
        { shape: 'dining-chair', colour: 'Teak', x: -60, y: 0, scale: 0.8 },
        { shape: 'armchair', colour: 'Mustard', x: 250, y: 0, scale: 0.9 },
      ],
    },
    {
      hue: '#e9e4dc',
      room: true,
      accent: '#d2a133',
      items: [{ shape: 'chesterfield', colour: 'Brown', x: 50, y: 0, scale: 1 }],
    },
  ],
};

type Drawn = { shadow: string; floorShadow: string; body: string };

function drawItem(item: Placement, index: number, stageFloor: number | null): Drawn {
  const spec = shapes[item.shape];
  const hex = swatchHex(item.colour) ?? '#888888';
  const art: Art = spec.draw(spec.paint(hex, item.colour, `h${index}`));
  const s = item.scale;
  if (stageFloor !== null && art.floorY !== undefined) {
    const x = item.x;
    return {
      shadow: '',
      floorShadow: `<ellipse cx="${x + 400 * s}" cy="${stageFloor}" rx="${320 * s}" ry="${30 * s}" fill="url(#hfs)"/>`,
      body: `<g transform="translate(${x} ${stageFloor - art.floorY * s}) scale(${s})">${art.body}</g>`,
    };
  }
  const silhouette = art.silhouette.map((d) => `<path d="${d}"/>`).join('');
  return {
    shadow: `<g transform="translate(${item.x} ${item.y}) scale(${s}) translate(16 20)">${silhouette}</g>`,
    floorShadow: '',
    body: `<g transform="translate(${item.x} ${item.y}) scale(${s})">${art.body}</g>`,
  };
}

/** A wide (1600x900) or tall (800x900) hero: products on the right (wide) or lower centre (tall), calm space for text. */
export function heroLayers(spec: HeroSpec, width: number, height: number): Layered {
  const wide = width > height;
  const stageScale = wide ? 0.95 : 0.82;
  const stageX = wide ? width - 900 * stageScale - 40 : (width - 900 * stageScale) / 2;
  const stageY = wide ? 20 : height - 900 * stageScale - 10;
  const floorY = Math.round(height * 0.82);
  const top = lighten(spec.hue, 0.35);
  const defs = `<defs>${softShadowGradient('hfs', 0.38)}${vGradient('hbg', [
    [0, top],
    [1, darken(spec.hue, 0.04)],
  ])}${hGradient('hwash', [
    [0, '#ffffff', 0.55],
    [0.5, '#ffffff', 0.1],
    [1, '#ffffff', 0],
  ])}${rGradient('hspot', [
    [0, '#ffffff', 0.6],
    [1, '#ffffff', 0],
  ])}${vGradient('hfloor', [
    [0, '#b08660'],
    [1, '#cfa57a'],
  ])}</defs>`;
  const layers: string[] = [defs, `<rect width="${width}" height="${height}" fill="url(#hbg)"/>`];
  if (spec.room) {
    layers.push(
      `<rect x="0" y="${floorY - 120}" width="${width}" height="120" fill="${darken(spec.hue, 0.05)}"/>`,
      `<rect x="0" y="${floorY - 122}" width="${width}" height="4" fill="${darken(spec.hue, 0.12)}"/>`,
      `<rect x="0" y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#hfloor)"/>`,
      `<rect x="0" y="${floorY - 6}" width="${width}" height="8" fill="#ffffff" opacity="0.7"/>`,
      ...Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M0 ${floorY + 16 + i * 24} L${width} ${floorY + 16 + i * 24}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`,
      ),
    );
    const artX = stageX + 900 * stageScale * 0.5;
    layers.push(
      `<rect x="${artX - 130}" y="${height * 0.12}" width="260" height="180" fill="#fbf7ef" stroke="#3b2a22" stroke-width="8"/>`,
      `<circle cx="${artX - 50}" cy="${height * 0.12 + 80}" r="44" fill="${spec.accent ?? '#c0653f'}" opacity="0.85"/>`,
      `<path d="M${artX - 90} ${height * 0.12 + 170} Q${artX} ${height * 0.12 + 60} ${artX + 110} ${height * 0.12 + 170} Z" fill="${darken(spec.hue, 0.35)}" opacity="0.7"/>`,
      `<ellipse cx="${stageX + 450 * stageScale}" cy="${floorY + 50}" rx="${430 * stageScale}" ry="${60}" fill="${lighten(spec.accent ?? '#c0653f', 0.78)}" opacity="0.95"/>`,
    );
    if (wide) layers.push(floorLamp(width - 70, floorY + 20, 150));
    layers.push(pottedPlant(wide ? stageX - 40 : 70, floorY + 30, wide ? 1 : 0.8));
  } else {
    const archW = 900 * stageScale * 0.78;
    const archX = stageX + (900 * stageScale - archW) / 2;
    const archTop = wide ? 60 : stageY + 20;
    layers.push(
      `<path d="M${archX} ${height} L${archX} ${archTop + archW / 2} A${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} ${archTop + archW / 2} L${archX + archW} ${height} Z" fill="${lighten(spec.hue, 0.5)}"/>`,
      `<ellipse cx="${stageX + 450 * stageScale}" cy="${height * 0.45}" rx="${520 * stageScale}" ry="${500 * stageScale}" fill="url(#hspot)"/>`,
      `<circle cx="${wide ? width * 0.08 : width * 0.88}" cy="${height * 0.16}" r="${wide ? 90 : 60}" fill="${darken(spec.hue, 0.08)}" opacity="0.5"/>`,
    );
  }
  if (wide) layers.push(`<rect width="${width * 0.5}" height="${height}" fill="url(#hwash)"/>`);
  const stageFloor = spec.room ? (floorY + 30 - stageY) / stageScale : null;
  const drawn = spec.items.map((item, i) => drawItem(item, i, stageFloor));
  const stage = (content: string) =>
    `<g transform="translate(${stageX} ${stageY}) scale(${stageScale})">${content}</g>`;
  layers.push(stage(drawn.map((d) => d.floorShadow).join('')));
  const shadows = drawn.map((d) => d.shadow).join('');
  return {
    width,
    height,
    backdrop: svgDocument(width, height, layers.join('')),
    shadow: shadows
      ? { svg: svgDocument(width, height, `<g fill="#000">${stage(shadows)}</g>`), blur: 12, opacity: 0.2 }
      : undefined,
    foreground: svgDocument(width, height, stage(drawn.map((d) => d.body).join(''))),
  };
}

/** A category tile (800x1000): the category's signature product under a soft arch. */
export function categoryTileLayers(shape: ShapeKey, colour: string, hue: string): Layered {
  const spec = shapes[shape];
  const hex = swatchHex(colour) ?? '#888888';
  const art = spec.draw(spec.paint(hex, colour, 'c'));
  const standing = art.floorY !== undefined;
  const scale = standing ? 1 : 0.86;
  const place = (content: string) =>
    `<g transform="translate(${400 - 400 * scale} ${(standing ? 0 : 90) + 40}) scale(${scale})">${content}</g>`;
  const floor = standing ? `<ellipse cx="400" cy="${art.floorY}" rx="300" ry="30" fill="url(#cfs)"/>` : '';
  return {
    width: 800,
    height: 1000,
    backdrop: svgDocument(
      800,
      1000,
      `<defs>${softShadowGradient('cfs', 0.35)}${vGradient('cbg', [
        [0, lighten(hue, 0.2)],
        [1, darken(hue, 0.06)],
      ])}</defs><rect width="800" height="1000" fill="url(#cbg)"/><path d="M110 1000 L110 400 A290 290 0 0 1 690 400 L690 1000 Z" fill="${lighten(hue, 0.55)}"/>${place(floor)}`,
    ),
    shadow: standing
      ? undefined
      : {
          svg: svgDocument(
            800,
            1000,
            place(
              `<g transform="translate(14 18)" fill="#000">${art.silhouette.map((d) => `<path d="${d}"/>`).join('')}</g>`,
            ),
          ),
          blur: 12,
          opacity: 0.18,
        },
    foreground: svgDocument(800, 1000, place(art.body)),
  };
}
