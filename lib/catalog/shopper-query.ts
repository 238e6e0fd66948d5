/**
 * Words of a search that are not product words but filters, read the way an Indian shopper types
 * them (issue 24, point 10): a price ("under 1000", "below ₹500", "rs 2k", "1000 se kam", "above
 * 3000", "500 to 1500") and who it is for ("men", "ladies", "gents", "boys", "महिला"), which maps
 * onto the store's category groups ("Men", "Women", ...). Also "cum" ("sofa cum bed"): the words
 * on either side are alternatives, not both required. Pure: the caller supplies the store's groups.
 */
import { normalizeSearchText } from './spelling';

/** Shopper words for who a product is for, and the category groups they mean (first one the store has). */
const GROUP_WORDS: Array<{ words: string[]; groups: string[] }> = [
  {
    words: ['men', 'mens', 'man', 'gents', 'gent', 'male', 'males', 'purush', 'aadmi', 'पुरुष', 'मर्द', 'पुरुषों'],
    groups: ['Men'],
  },
  {
    words: [
      'women',
      'womens',
      'woman',
      'ladies',
      'lady',
      'female',
      'females',
      'mahila',
      'mahilaon',
      'aurat',
      'महिला',
      'महिलाओं',
      'औरत',
    ],
    groups: ['Women'],
  },
  { words: ['boys', 'boy', 'ladke', 'ladka', 'लड़के', 'लड़का'], groups: ['Boys', 'Kids'] },
  { words: ['girls', 'girl', 'ladki', 'ladkiyon', 'लड़की', 'लड़कियों'], groups: ['Girls', 'Kids'] },
  { words: ['kids', 'kid', 'children', 'child', 'bachche', 'बच्चे', 'बच्चों'], groups: ['Kids'] },
];

/** A price as typed: digits with Indian or Western commas, an optional "k" (thousand). */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(k|thousand|hazaar|hazar)?`;
const CURRENCY = String.raw`(?:₹|rs\.?|inr|rupees?|rupaye|रुपये|रु\.?)`;
const UNDER = String.raw`(?:under|below|upto|up\s+to|less\s+than|within|max|maximum|below|<=?|neeche|tak|के\s+अंदर|से\s+कम|तक)`;
const OVER = String.raw`(?:above|over|more\s+than|from|min|minimum|starting|>=?|upar|से\s+ऊपर|से\s+ज़्यादा|से\s+ज्यादा)`;
/** Hinglish puts the bound after the amount: "1000 se kam", "1000 ke andar", "2000 se upar". */
const UNDER_AFTER = String.raw`(?:se\s+kam|ke\s+andar|tak|ke\s+neeche|से\s+कम|के\s+अंदर|तक|or\s+less|and\s+below|or\s+below)`;
const OVER_AFTER = String.raw`(?:se\s+upar|se\s+zyada|se\s+jyada|से\s+ऊपर|से\s+ज़्यादा|से\s+ज्यादा|and\s+above|or\s+more|plus|\+)`;
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

const amount = (digits: string, k: string | undefined): number => {
  const n = Number(digits.replaceAll(',', ''));
  return k ? n * 1000 : n;
};

export type ShopperQuery = {
  /** The text left to search once price and group words are taken out. */
  text: string;
  /** Rupees: a price the shopper typed, as bounds. */
  minPrice?: number;
  maxPrice?: number;
  /** Category groups the shopper named ("Men"), each required. */
  groups: string[];
  /** The words taken out as filters, as typed ("under 1000", "ladies"), for the summary. */
  understood: string[];
  /** Pairs of words joined by "cum" ("sofa cum bed"): either may match. */
  either: Array<[string, string]>;
};

/**
 * Takes the filter words out of a search text. `storeGroups` are the store's category names; a
 * group word maps onto the first of its groups the store has, and stays a search word otherwise
 * (a furniture store without a "Men" group searches "men" as typed).
 */
export function readShopperQuery(q: string, storeGroups: readonly string[]): ShopperQuery {
  let text = ` ${normalizeSearchText(q)} `;
  const out: ShopperQuery = { text: '', groups: [], understood: [], either: [] };
  const take = (re: RegExp, fn: (m: RegExpExecArray) => void) => {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      fn(m);
      out.understood.push(m[0].trim());
      text = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
      re.lastIndex = 0;
    }
  };
  const range = new RegExp(
    String.raw`${B}(?:between\s+)?${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?\s*(?:to|and|-|–|se)\s*${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?${E}(?:\s+(?:tak|तक|ke\s+beech))?`,
    'iu',
  );
  take(range, (m) => {
    const a = amount(m[1]!, m[2]);
    const b = amount(m[3]!, m[4]);
    out.minPrice = Math.min(a, b);
    out.maxPrice = Math.max(a, b);
  });
  take(new RegExp(String.raw`${B}${UNDER}\s*${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?${E}`, 'iu'), (m) => {
    out.maxPrice = amount(m[1]!, m[2]);
  });
  take(new RegExp(String.raw`${B}${OVER}\s*${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?${E}`, 'iu'), (m) => {
    out.minPrice = amount(m[1]!, m[2]);
  });
  take(
    new RegExp(String.raw`${B}${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?\s*${UNDER_AFTER}${E}`, 'iu'),
    (m) => {
      out.maxPrice = amount(m[1]!, m[2]);
    },
  );
  take(
    new RegExp(String.raw`${B}${CURRENCY}?\s*${AMOUNT}\s*${CURRENCY}?\s*${OVER_AFTER}(?!\p{L})`, 'iu'),
    (m) => {
      out.minPrice = amount(m[1]!, m[2]);
    },
  );
  // A bare amount with a currency ("shirt ₹1000", "rs 500 kurta", "2000 rs") is a budget: at most that.
  take(new RegExp(String.raw`(?:${CURRENCY}\s*${AMOUNT}|${B}${AMOUNT}\s*${CURRENCY})${E}`, 'iu'), (m) => {
    out.maxPrice = m[1] ? amount(m[1], m[2]) : amount(m[3]!, m[4]);
  });
  const lower = new Map(storeGroups.map((g) => [g.toLowerCase(), g]));
  const words = text.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    const bare = word.replace(/['’]s$/u, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
    const entry = GROUP_WORDS.find((g) => g.words.includes(bare));
    const group = entry?.groups.map((g) => lower.get(g.toLowerCase())).find(Boolean);
    if (group) {
      if (!out.groups.includes(group)) out.groups.push(group);
      out.understood.push(word);
    } else kept.push(word);
  }
  // "sofa cum bed", "sofa-cum-bed": the neighbours are alternatives; "cum" itself is no product word.
  const parts = kept.flatMap((w) => (/^[\p{L}\p{N}]+-cum-[\p{L}\p{N}]+$/u.test(w) ? w.split('-') : [w]));
  const joined = parts.filter((word, i) => {
    const between = word === 'cum' && i > 0 && i < parts.length - 1;
    if (between) out.either.push([parts[i - 1]!, parts[i + 1]!]);
    return !between;
  });
  out.text = joined.join(' ');
  return out;
}
