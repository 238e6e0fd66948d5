import { createHash } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the same seed always gives the same catalogue. */
export class Random {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** k distinct items (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, k));
  }
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic 24-hex id for a seeded row: the first 24 hex characters of md5(`${kind}:${key}`). */
export function seedId(kind: string, key: string): string {
  return createHash('md5').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A ₹ price that ends in 99 (₹1,299; ₹18,999), in paise, inside [minRupees, maxRupees]. */
export function retailPricePaise(rng: Random, minRupees: number, maxRupees: number): number {
  const step = maxRupees >= 20000 ? 1000 : 100;
  const lo = Math.ceil((minRupees + 1) / step);
  const hi = Math.floor((maxRupees + 1) / step);
  const rupees = rng.int(lo, Math.max(lo, hi)) * step - 1;
  return rupees * 100;
}

/** A sale price 10-50% below the regular price, also ending in 9. */
export function salePricePaise(rng: Random, regularPaise: number): number {
  const regular = regularPaise / 100;
  for (let attempt = 0; attempt < 10; attempt++) {
    const off = rng.int(10, 50) / 100;
    const step = regular >= 5000 ? 100 : 10;
    const rupees = Math.floor((regular * (1 - off)) / step) * step - 1;
    const pct = (regular - rupees) / regular;
    if (pct >= 0.1 && pct <= 0.5 && rupees > 0) return rupees * 100;
  }
  return Math.round(regular * 0.8) * 100;
}
