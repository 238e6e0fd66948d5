import type { ShapeKey } from '../art/registry';
import type { Catalogue, ProductLine, SeedProduct } from '../types';
import { colourLooks } from '../colours';
import { buildCatalogue } from './build';
import { fashionBrands, fashionCategories, fashionLines, fashionTags } from './fashion';
import { fashionHindi } from './fashion-hi';
import { furnitureBrands, furnitureCategories, furnitureLines, furnitureTags } from './furniture';
import { furnitureHindi } from './furniture-hi';
import { hindiCategory, type HindiVocabulary } from './hindi';

export type CatalogueData = {
  catalogue: Catalogue;
  categories: readonly string[];
  tags: readonly string[];
  lines: ProductLine[];
  brands: Record<string, string>;
  /** The catalogue's words in Hindi, for its products' and categories' Hindi names. */
  hindi: HindiVocabulary;
  products: SeedProduct[];
};

const cache = new Map<Catalogue, CatalogueData>();

/** The full seed catalogue (built once per process; deterministic). */
export function getCatalogue(catalogue: Catalogue): CatalogueData {
  let data = cache.get(catalogue);
  if (!data) {
    const fashion = catalogue === 'fashion';
    const lines = fashion ? fashionLines : furnitureLines;
    const brands = fashion ? fashionBrands : furnitureBrands;
    const hindi = fashion ? fashionHindi : furnitureHindi;
    data = {
      catalogue,
      categories: fashion ? fashionCategories : furnitureCategories,
      tags: fashion ? fashionTags : furnitureTags,
      lines,
      brands,
      hindi,
      products: buildCatalogue(catalogue, lines, brands, hindi),
    };
    cache.set(catalogue, data);
  }
  return data;
}

/** The distinct (shape, colour) pairs the catalogue's photos are drawn in. */
export function catalogueLooks(data: CatalogueData): Array<{ shape: ShapeKey; colour: string }> {
  const seen = new Map<string, { shape: ShapeKey; colour: string }>();
  for (const p of data.products) {
    const colour = p.colors[0]!;
    seen.set(`${p.shape}|${colour}`, { shape: p.shape, colour });
  }
  // Products in several colours show each colour in photos of its own.
  for (const look of colourLooks(data.products)) seen.set(`${look.shape}|${look.colour}`, look);
  return [...seen.values()];
}

/**
 * Every category name the catalogue's products carry (categories, their groups such as 'Men' or
 * 'Living Room', and sub-categories) with its Hindi name.
 */
export function catalogueCategoryNames(data: CatalogueData): Array<{ name: string; nameHi: string }> {
  const names = new Set([
    ...data.categories,
    ...data.lines.flatMap((l) => [l.category, ...l.alsoIn, l.subCategory]),
  ]);
  return [...names].map((name) => ({ name, nameHi: hindiCategory(data.hindi, name) }));
}
