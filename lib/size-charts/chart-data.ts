/**
 * The size-chart categories of the fashion catalogue, how to measure, and the starting rows the seed
 * script writes (the owner edits them afterwards at /admin/size-charts). Body measurements in cm.
 * Pure data: safe in the browser too.
 */

export type Measure = 'chest' | 'waist' | 'length';

export const MEASURES: readonly { key: Measure; label: string; howTo: string }[] = [
  {
    key: 'chest',
    label: 'Chest',
    howTo: 'Under your arms, around the fullest part of your chest, keeping the tape level.',
  },
  {
    key: 'waist',
    label: 'Waist',
    howTo: 'Around your natural waistline, just above the navel, with the tape comfortably loose.',
  },
  {
    key: 'length',
    label: 'Length',
    howTo: 'From the highest point of the shoulder, next to the collar, straight down to the hem.',
  },
];

type SeedRow = { size: string; chest: number | null; waist: number | null; length: number | null };

const rows = (list: [string, number | null, number | null, number | null][]): SeedRow[] =>
  list.map(([size, chest, waist, length]) => ({ size, chest, waist, length }));

/** Starting charts by category, sizes in shopping order. */
export const SEED_SIZE_CHARTS: Record<string, SeedRow[]> = {
  "Men's Suits And Blazers": rows([
    ['38', 96.5, 81.5, 74],
    ['40', 101.5, 86.5, 75],
    ['42', 106.5, 91.5, 76],
    ['44', 112, 96.5, 77],
    ['46', 117, 101.5, 78],
  ]),
  'T-Shirts & Shirts': rows([
    ['S', 96.5, null, 69],
    ['M', 101.5, null, 71],
    ['L', 106.5, null, 73],
    ['XL', 112, null, 75],
    ['XXL', 117, null, 77],
  ]),
  "Women's Western Styles": rows([
    ['XS', 81.5, 66, 86],
    ['S', 86.5, 71, 88],
    ['M', 91.5, 76, 90],
    ['L', 96.5, 81, 92],
    ['XL', 101.5, 86, 94],
  ]),
};
