// Apart from the db worker: the bench's main process imports it, and must not load lib/catalog
// (its `import 'server-only'` throws outside Next's react-server condition).

/**
 * What a shopper types, one call per keystroke from the second character: prefixes, a second word,
 * a transliteration, Devanagari, and a misspelling whose suggestions come from its correction.
 */
export const SUGGEST_TYPING = ['kurta', 'blazer', 'navy shirt', 'tshrit', 'watchs', 'कुर्ता', 'chair'];

/** Every text sent while typing the words of SUGGEST_TYPING (from two characters on). */
export function suggestKeystrokes(words = SUGGEST_TYPING): string[] {
  return words.flatMap((w) => {
    const chars = Array.from(w);
    return chars.slice(1).map((_, i) => chars.slice(0, i + 2).join(''));
  });
}
