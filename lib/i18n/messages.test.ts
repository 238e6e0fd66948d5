import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

type Tree = { [key: string]: string | Tree };

/** Every message's dotted key (`Layout.skipToContent`) with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const devanagari = /[\u0900-\u097F]/;

describe('messages', () => {
  const english = flatten(en);
  const hindi = flatten(hi);

  it('has every key in both languages, and no key in one only', () => {
    expect(
      [...hindi.keys()].filter((k) => !english.has(k)),
      'keys only in hi.json',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !hindi.has(k)),
      'keys missing in hi.json',
    ).toEqual([]);
  });

  it('writes every Hindi message in Devanagari, with the same placeholders as the English one', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of hindi) {
      expect(text, key).toMatch(devanagari);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
