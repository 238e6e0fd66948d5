import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  beyondCatalogue,
  editDistance,
  isCorrectable,
  LONGEST_NUMBER,
  MAX_CORRECTABLE_LENGTH,
  MAX_VARIANTS,
  normalizeSearchText,
  oneEditVariants,
  STEM_CUT,
} from './spelling';
import { tsOperand } from './search';
import { otherTerms, synonymKeys } from './synonyms';

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('tshrit', 'tshirt')).toBe(1);
    expect(editDistance('chiar', 'chair')).toBe(1);
    expect(editDistance('kurtha', 'kurta')).toBe(1);
    expect(editDistance('blazr', 'blazer')).toBe(1);
    expect(editDistance('chronograf', 'chronograph')).toBe(2);
    expect(editDistance('chair', 'chain')).toBe(1);
    expect(editDistance('', 'sofa')).toBe(4);
    expect(editDistance('sofa', 'sofa')).toBe(0);
  });

  it('compares Devanagari by code point', () => {
    expect(editDistance('कुर्ता', 'कुरता')).toBe(1);
    expect(editDistance('कुर्सी', 'कुर्ता')).toBe(2);
  });
});

describe('allowedEdits', () => {
  it('never corrects words of three letters, allows one edit up to seven, two beyond', () => {
    expect(allowedEdits('nvy')).toBe(0);
    expect(allowedEdits('sofa')).toBe(1);
    expect(allowedEdits('tshrit')).toBe(1);
    expect(allowedEdits('wardrobes')).toBe(2);
    expect(allowedEdits('कुर्ता')).toBe(1);
  });
});

describe('oneEditVariants', () => {
  it('holds the swaps, deletions, substitutions and insertions of a Latin word', () => {
    const variants = oneEditVariants('chiar');
    expect(variants).toContain('chair');
    expect(oneEditVariants('tshrit')).toContain('tshirt');
    expect(oneEditVariants('kurtha')).toContain('kurta');
    expect(oneEditVariants('sofaa')).toContain('sofa');
    expect(oneEditVariants('blazr')).toContain('blazer');
    expect(oneEditVariants('chair')).toContain('chain');
    expect(variants).not.toContain('chiar');
    expect(new Set(variants).size).toBe(variants.length);
    expect(variants.every((v) => editDistance('chiar', v) === 1)).toBe(true);
  });

  it('swaps and deletes Devanagari letters and signs without enumerating the script', () => {
    const variants = oneEditVariants('कुरता');
    expect(variants.length).toBeLessThan(10);
    expect(variants).toContain('कुता');
  });
});

describe('search text helpers', () => {
  it('normalises to NFC lower case: one spelling per Devanagari letter', () => {
    // ड़ typed as ड + nukta and as the precomposed letter compare equal.
    expect(normalizeSearchText('साड\u093Cी')).toBe(normalizeSearchText('सा\u095Cी'));
    expect(normalizeSearchText('T-Shirt')).toBe('t-shirt');
  });

  it('makes tsquery operands of words, hyphenated words and phrases, refusing tsquery syntax', () => {
    expect(tsOperand('kurta')).toBe('kurta');
    expect(tsOperand('t-shirt', ':A')).toBe('t-shirt:A');
    expect(tsOperand('play suit')).toBe('(play <-> suit)');
    expect(tsOperand('कुर्ता', ':*')).toBe('कुर्ता:*');
    for (const bad of ['a|b', "x'y", 'a:*', '(a)', 'a & b', '!a', '-a', ''])
      expect(tsOperand(bad), bad).toBeNull();
  });

  it('looks synonyms up by a word and its singular, and lists the other terms of its groups', () => {
    expect(synonymKeys('wardrobes')).toEqual(['wardrobes', 'wardrobe']);
    expect(synonymKeys('dress')).toEqual(['dress']);
    expect(synonymKeys('कुर्ता')).toEqual(['कुर्ता']);
    expect(otherTerms('almirah', [['wardrobe', 'almirah', 'अलमारी']])).toEqual(['wardrobe', 'अलमारी']);
  });
});

describe('the cost of a correction is capped (issue 23)', () => {
  // A random 200-letter word, as in the issue: about 10,000 one-edit variants before the cap.
  const long = Array.from({ length: 200 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7 + 3) % 26]).join('');

  it('never corrects a word longer than MAX_CORRECTABLE_LENGTH: no variants, no edits', () => {
    expect(isCorrectable(long)).toBe(false);
    expect(oneEditVariants(long)).toEqual([]);
    expect(allowedEdits(long)).toBe(0);
    const justOver = 'chronograph'.repeat(2);
    expect(Array.from(justOver).length).toBe(MAX_CORRECTABLE_LENGTH + 2);
    expect(oneEditVariants(justOver)).toEqual([]);
  });

  it('looks up at most MAX_VARIANTS variants of the longest correctable word', () => {
    const longest = 'abcdefghijklmnopqrst';
    expect(Array.from(longest).length).toBe(MAX_CORRECTABLE_LENGTH);
    const variants = oneEditVariants(longest);
    expect(variants.length).toBeGreaterThan(1000);
    expect(variants.length).toBeLessThanOrEqual(MAX_VARIANTS);
  });

  it('answers nonsense without correction, but still corrects shoppers typos', () => {
    for (const nonsense of ['qwrtzplk', 'aaaaaa', 'xxxxxxxx']) {
      expect(isCorrectable(nonsense)).toBe(false);
      expect(oneEditVariants(nonsense)).toEqual([]);
    }
    for (const typo of ['tshrit', 'tshrt', 'chronograf', 'kurtha', 'wardrbe', 'कुरता']) {
      expect(isCorrectable(typo)).toBe(true);
      expect(oneEditVariants(typo).length).toBeGreaterThan(0);
    }
  });

  it('knows without the database that a word longer than any in the catalogue matches nothing', () => {
    const longest = 17; // a catalogue whose longest word has 17 letters
    expect(beyondCatalogue(long, longest)).toBe(true);
    // A word a stem's length away from the longest may still stem onto one of its words.
    expect(beyondCatalogue('x'.repeat(longest + STEM_CUT), longest)).toBe(false);
    expect(beyondCatalogue('x'.repeat(longest + STEM_CUT + 1), longest)).toBe(true);
    // Never a word short enough to be corrected, however short the catalogue's words.
    expect(beyondCatalogue('y'.repeat(MAX_CORRECTABLE_LENGTH), 3)).toBe(false);
    // Each part of a hyphenated word counts; numbers have their own bound.
    expect(beyondCatalogue(`t-${long}`, longest)).toBe(true);
    expect(beyondCatalogue('t-shirt', longest)).toBe(false);
    expect(beyondCatalogue('9'.repeat(LONGEST_NUMBER), 3)).toBe(false);
    expect(beyondCatalogue('9'.repeat(LONGEST_NUMBER + 1), 3)).toBe(true);
    expect(beyondCatalogue('कुर्ता', longest)).toBe(false);
  });
});
