import { swatchHex } from '@/lib/media/colours';
import * as apparel from './apparel';
import * as acc from './accessories';
import * as furniture from './furniture';
import { makePaint, type Paint, type ShapeDrawer } from './shape';

/** Every product silhouette the seed can draw. */
export const shapeKeys = [
  'blazer',
  'bandhgala',
  'shirt',
  'tshirt',
  'polo',
  'dress',
  'top',
  'jumpsuit',
  'kurta',
  'watch-leather',
  'watch-bracelet',
  'chrono-leather',
  'chrono-bracelet',
  'smartwatch',
  'aviator',
  'wayfarer',
  'wayfarer-clear',
  'round-clear',
  'sofa',
  'chesterfield',
  'sectional',
  'bed-upholstered',
  'bed-wood',
  'bed-storage',
  'dining-chair',
  'armchair',
  'office-chair',
  'wardrobe-2door',
  'wardrobe-3door',
] as const;
export type ShapeKey = (typeof shapeKeys)[number];

/** Which photos a product of this shape gets. */
export type View = 'front' | 'detail' | 'room';

type ShapeSpec = {
  draw: ShapeDrawer;
  /** Backdrop hue the studio tone is derived from. */
  hue: string;
  views: View[];
  /** Builds the paint from the product's colour. */
  paint: (hex: string, colour: string, uid: string) => Paint;
};

const HANGER_WOOD = '#b98b5e';
const STEEL = '#c9ccd1';

/** A contrasting accent (tie, pocket square, pillows) that flatters the main colour. */
export function accentFor(colour: string): string {
  const c = colour.toLowerCase();
  if (/(navy|blue|indigo|teal|green|olive|sage|emerald|grey|slate|charcoal|black)/.test(c)) return '#b4583b';
  if (
    /(mustard|rust|terracotta|tan|brown|camel|khaki|beige|cream|ivory|white|gold|teak|oak|walnut|wenge|sheesham)/.test(
      c,
    )
  )
    return '#24506b';
  if (/(pink|rose|blush|lavender|lilac|peach|coral)/.test(c)) return '#5a1a2e';
  return '#8a2e3b';
}

const fabric = (hex: string, colour: string, uid: string) =>
  makePaint(hex, accentFor(colour), HANGER_WOOD, STEEL, uid);

function watchPaint(bracelet: boolean) {
  return (hex: string, colour: string, uid: string): Paint => {
    const c = colour.toLowerCase();
    const metal = bracelet ? hex : /(brown|tan|camel)/.test(c) ? swatchHex('gold')! : STEEL;
    const dial = /(gold|brown|tan)/.test(c)
      ? '#efe6d2'
      : c === 'rose gold'
        ? '#f1dcd3'
        : /(silver|navy|blue)/.test(c)
          ? '#1f2d4d'
          : c === 'olive'
            ? '#4d5230'
            : '#1f1f23';
    return makePaint(hex, dial, HANGER_WOOD, metal, uid);
  };
}

function glassesPaint(hex: string, colour: string, uid: string): Paint {
  const c = colour.toLowerCase();
  const lens = /(gold|rose)/.test(c) ? '#2f5d46' : c === 'tortoise' ? '#4a3426' : '#3a3d44';
  const caseColour = /(black|gunmetal)/.test(c) ? '#b4583b' : c === 'tortoise' ? '#1f1f23' : '#6b4530';
  return makePaint(hex, lens, caseColour, STEEL, uid);
}

const upholstered = (hex: string, colour: string, uid: string) =>
  makePaint(hex, accentFor(colour), swatchHex('walnut')!, swatchHex('gold')!, uid);
const wooden = (fabricHex: string) => (hex: string, colour: string, uid: string) =>
  makePaint(fabricHex, accentFor(colour), hex, swatchHex('gold')!, uid);

const APPAREL: View[] = ['front', 'detail'];
const FURNITURE: View[] = ['front', 'detail', 'room'];

export const shapes: Record<ShapeKey, ShapeSpec> = {
  blazer: { draw: apparel.blazer, hue: '#e6dccd', views: APPAREL, paint: fabric },
  bandhgala: { draw: apparel.bandhgala, hue: '#e6dccd', views: APPAREL, paint: fabric },
  shirt: { draw: apparel.shirt, hue: '#dfe5ea', views: APPAREL, paint: fabric },
  tshirt: { draw: apparel.tshirt, hue: '#dfe5ea', views: APPAREL, paint: fabric },
  polo: { draw: apparel.polo, hue: '#dfe5ea', views: APPAREL, paint: fabric },
  dress: { draw: apparel.dress, hue: '#eedfd9', views: APPAREL, paint: fabric },
  top: { draw: apparel.top, hue: '#eedfd9', views: APPAREL, paint: fabric },
  jumpsuit: { draw: apparel.jumpsuit, hue: '#eedfd9', views: APPAREL, paint: fabric },
  kurta: { draw: apparel.kurta, hue: '#ece3d3', views: APPAREL, paint: fabric },
  'watch-leather': {
    draw: acc.analogWatch('leather'),
    hue: '#e8dccb',
    views: APPAREL,
    paint: watchPaint(false),
  },
  'watch-bracelet': {
    draw: acc.analogWatch('bracelet'),
    hue: '#e8dccb',
    views: APPAREL,
    paint: watchPaint(true),
  },
  'chrono-leather': {
    draw: acc.chronograph('leather'),
    hue: '#e8dccb',
    views: APPAREL,
    paint: watchPaint(false),
  },
  'chrono-bracelet': {
    draw: acc.chronograph('bracelet'),
    hue: '#e8dccb',
    views: APPAREL,
    paint: watchPaint(true),
  },
  smartwatch: {
    draw: acc.smartWatch,
    hue: '#dfe5ea',
    views: APPAREL,
    paint: (hex, _c, uid) => makePaint(hex, '#111111', HANGER_WOOD, swatchHex('gunmetal')!, uid),
  },
  aviator: { draw: acc.glasses('aviator', 'dark'), hue: '#dde3dc', views: APPAREL, paint: glassesPaint },
  wayfarer: { draw: acc.glasses('wayfarer', 'dark'), hue: '#dde3dc', views: APPAREL, paint: glassesPaint },
  'wayfarer-clear': {
    draw: acc.glasses('wayfarer', 'clear'),
    hue: '#dde3dc',
    views: APPAREL,
    paint: glassesPaint,
  },
  'round-clear': { draw: acc.glasses('round', 'clear'), hue: '#dde3dc', views: APPAREL, paint: glassesPaint },
  sofa: { draw: furniture.sofa, hue: '#e9dfd2', views: FURNITURE, paint: upholstered },
  chesterfield: { draw: furniture.chesterfield, hue: '#e9dfd2', views: FURNITURE, paint: upholstered },
  sectional: { draw: furniture.sectional, hue: '#e9dfd2', views: FURNITURE, paint: upholstered },
  'bed-upholstered': {
    draw: furniture.bed('upholstered'),
    hue: '#e4e0d8',
    views: FURNITURE,
    paint: upholstered,
  },
  'bed-wood': { draw: furniture.bed('wood'), hue: '#e4e0d8', views: FURNITURE, paint: wooden('#d8c3a0') },
  'bed-storage': {
    draw: furniture.bed('storage'),
    hue: '#e4e0d8',
    views: FURNITURE,
    paint: wooden('#d8c3a0'),
  },
  'dining-chair': { draw: furniture.diningChair, hue: '#e6e1d6', views: FURNITURE, paint: wooden('#d8c3a0') },
  armchair: { draw: furniture.armchair, hue: '#e6e1d6', views: FURNITURE, paint: upholstered },
  'office-chair': { draw: furniture.officeChair, hue: '#e6e1d6', views: FURNITURE, paint: upholstered },
  'wardrobe-2door': {
    draw: furniture.wardrobe(2),
    hue: '#e4e0d8',
    views: FURNITURE,
    paint: (hex, colour, uid) => makePaint('#d8c3a0', accentFor(colour), hex, swatchHex('gold')!, uid),
  },
  'wardrobe-3door': {
    draw: furniture.wardrobe(3),
    hue: '#e4e0d8',
    views: FURNITURE,
    paint: (hex, colour, uid) => makePaint('#d8c3a0', accentFor(colour), hex, swatchHex('gold')!, uid),
  },
};
