/**
 * Pure spelling helpers for search corrections: an edit distance that counts a swap of neighbouring
 * letters as one edit ("tshrit" → "tshirt", "chiar" → "chair"), how many edits a word may be
 * corrected by, and the strings one edit away (looked up exactly, since trigram similarity barely
 * sees a swap: "chiar" and "chair" share 2 of 10 trigrams).
 */

const LATIN = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The longest word a correction is tried for. Shoppers' misspellings of product words are short
 * ("chronograf" is 10 letters); a longer word is a pasted string or an attack, and its one-edit
 * variants (about 54 per letter: 10,000 for 200 letters) and trigram lookups cost seconds.
 */
export const MAX_CORRECTABLE_LENGTH = 20;
/** At most this many one-edit variants are looked up (a 20-letter Latin word has about 1,100). */
export const MAX_VARIANTS = 1_200;

/** Search text as compared everywhere: Unicode NFC (one spelling of each Devanagari letter), lower case. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters each cost 1. Compares code points, so a Devanagari letter is one character.
 */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[rows - 1]![cols - 1]!;
}

/**
 * Whether a word is worth a spelling correction: at most MAX_CORRECTABLE_LENGTH characters, and
 * not nonsense (a run of six consonants, or one letter four times in a row, is no word in English
 * or Hinglish: "qwrtzplk", "aaaaaa"). Other words are searched as typed and never corrected.
 */
export function isCorrectable(word: string): boolean {
  if (Array.from(word).length > MAX_CORRECTABLE_LENGTH) return false;
  return !/[bcdfghjklmnpqrstvwxz]{6}|(.)\1{3}/u.test(word);
}

/** Letters English stemming may cut from a typed word ("generalizations" → "general"). */
export const STEM_CUT = 12;
/** Digits of the longest number a search looks for (search_words keeps no numbers: a size, a model). */
export const LONGEST_NUMBER = 24;

/**
 * Whether a typed word can match nothing, known without asking the database: a part of it (between
 * hyphens) is longer than the catalogue's longest word (`longest`) plus what stemming may cut, and
 * too long to be corrected. Such words (a 200-letter key-mash) are answered as "matched nothing"
 * at no cost, so a flood of them cannot queue ordinary searches behind it.
 */
export function beyondCatalogue(word: string, longest: number): boolean {
  return word.split(/[^\p{L}\p{M}\p{N}]+/u).some((part) => {
    const length = Array.from(part).length;
    const limit = /^\p{N}+$/u.test(part)
      ? LONGEST_NUMBER
      : Math.max(longest + STEM_CUT, MAX_CORRECTABLE_LENGTH);
    return length > limit;
  });
}

/**
 * How many edits a misspelt word may be corrected by: none up to three characters (too short to
 * guess: "nvy" could be navy or ivy), one up to seven, two beyond ("chronograf" → chronograph).
 */
export function allowedEdits(word: string): number {
  const length = Array.from(word).length;
  if (length <= 3 || !isCorrectable(word)) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Every string one edit from the word: deletions and neighbour swaps always; substitutions and
 * insertions of a-z for Latin words (Devanagari has too many letters and signs to enumerate usefully).
 */
export function oneEditVariants(word: string): string[] {
  if (!isCorrectable(word)) return [];
  const chars = Array.from(word);
  const out = new Set<string>();
  const join = (parts: string[]) => parts.join('');
  for (let i = 0; i < chars.length; i++) {
    out.add(join([...chars.slice(0, i), ...chars.slice(i + 1)]));
    if (i + 1 < chars.length) {
      out.add(join([...chars.slice(0, i), chars[i + 1]!, chars[i]!, ...chars.slice(i + 2)]));
    }
  }
  if (/^[a-z0-9]+$/.test(word)) {
    for (let i = 0; i <= chars.length; i++) {
      for (const letter of LATIN) {
        out.add(join([...chars.slice(0, i), letter, ...chars.slice(i)]));
        if (i < chars.length) out.add(join([...chars.slice(0, i), letter, ...chars.slice(i + 1)]));
      }
    }
  }
  out.delete(word);
  return [...out].filter((v) => Array.from(v).length >= 2).slice(0, MAX_VARIANTS);
}
