// Hindi names and short descriptions for the seed catalogues, composed from the same drawn parts as the
// English ones (brand or model, material, style, noun, colours, use), so no random draw is added and every
// slug, id and English text stays what earlier seeds made. Common Hindi words where Hindi has them (कमीज़,
// घड़ी, चश्मा, पलंग, अलमारी); brand and model names stay in Latin letters.

export type Gender = 'm' | 'f';
/** A Hindi word or phrase; one that agrees with its noun ("सादा कुर्ता", "सादी कमीज़") gives both forms. */
export type HindiWord = string | { m: string; f: string };
/** A product noun in Hindi and its grammatical gender. */
export type HindiNoun = readonly [text: string, gender: Gender];

/** One catalogue's Hindi words, each keyed by the English word the product lines use. */
export type HindiVocabulary = {
  /** Categories, groups ('Men', 'Living Room') and sub-categories. */
  categories: Record<string, string>;
  nouns: Record<string, HindiNoun>;
  styles: Record<string, HindiWord>;
  materials: Record<string, HindiWord>;
  /** Occasions and rooms, in the oblique form that goes before "के लिए". */
  uses: Record<string, string>;
};

/** Colour and finish names of both catalogues. */
export const colourNames: Record<string, string> = {
  Beige: 'बेज',
  Black: 'काला',
  'Blush Pink': 'हल्का गुलाबी',
  'Bottle Green': 'गहरा हरा',
  Brown: 'भूरा',
  Charcoal: 'गहरा स्लेटी',
  Coral: 'मूँगिया',
  'Dusty Rose': 'धूसर गुलाबी',
  Emerald: 'पन्ना हरा',
  Gold: 'सुनहरा',
  Grey: 'स्लेटी',
  'Grey Melange': 'स्लेटी मेलांज',
  Gunmetal: 'धात्विक स्लेटी',
  'Honey Oak': 'शहदी ओक',
  Indigo: 'नील',
  Ivory: 'क्रीम',
  Khaki: 'ख़ाकी',
  Lavender: 'हल्का जामुनी',
  Lilac: 'हल्का बैंगनी',
  Maroon: 'मैरून',
  'Matte Black': 'मैट काला',
  'Midnight Blue': 'रात्रि नीला',
  Mustard: 'सरसों',
  Navy: 'गहरा नीला',
  Olive: 'जैतूनी',
  Peach: 'आड़ू',
  'Powder Blue': 'हल्का नीला',
  'Provincial Teak': 'प्रोविंशियल सागौन',
  'Rose Gold': 'गुलाबी सुनहरा',
  Rust: 'कत्थई',
  Sage: 'धूसर हरा',
  'Sheesham Natural': 'प्राकृतिक शीशम',
  Silver: 'रुपहला',
  'Sky Blue': 'आसमानी',
  'Slate Grey': 'नीला-स्लेटी',
  Tan: 'हल्का भूरा',
  Teak: 'सागौन',
  Teal: 'मोरपंखी',
  Terracotta: 'पकी मिट्टी',
  Tortoise: 'कछुआ-खोल',
  Transparent: 'पारदर्शी',
  Walnut: 'अखरोट',
  Wenge: 'वेंगे',
  White: 'सफ़ेद',
  Wine: 'वाइन',
};

/** The parts of one drawn product that its Hindi text is made of. */
export type HindiParts = {
  /** The brand (fashion) or model name (furniture), kept in Latin letters. */
  lead: string;
  style: string;
  material: string;
  noun: string;
  /** The product's colours, its first colour first. */
  colours: string[];
  use: string;
  /** Whether the name carries the style, as fashion's do ("Marwar Slim Fit ..."); furniture's do not. */
  styleInName: boolean;
  /** Furniture's "in Walnut Finish" / "in Teal Colour"; fashion names carry the bare colour. */
  colourWord?: 'Colour' | 'Finish';
};

function lookUp<T>(table: Record<string, T>, key: string, kind: string): T {
  const found = table[key];
  // A line's word without its Hindi is a gap in the seed's data: it fails loudly, never seeds English.
  if (found === undefined) throw new Error(`The seed has no Hindi for the ${kind} "${key}"`);
  return found;
}

const agree = (word: HindiWord, gender: Gender) => (typeof word === 'string' ? word : word[gender]);

/** The Hindi name of a category, group or sub-category of the catalogue. */
export function hindiCategory(vocabulary: HindiVocabulary, name: string): string {
  return lookUp(vocabulary.categories, name, 'category');
}

/** "गहरा नीला, काला या स्लेटी". */
function colourList(colours: string[]): string {
  const names = colours.map((c) => lookUp(colourNames, c, 'colour'));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} या ${names.at(-1)}`;
}

/**
 * A product's Hindi name and short description. The name carries the colour only when the product comes
 * in one (as the English name does): "Marwar ऊन-मिश्रित स्लिम फ़िट ब्लेज़र (गहरा नीला)", "Aria सागौन की
 * लकड़ी का पलंग (अखरोट फ़िनिश)".
 */
export function hindiProductText(
  vocabulary: HindiVocabulary,
  parts: HindiParts,
): { nameHi: string; shortDescriptionHi: string } {
  const [noun, gender] = lookUp(vocabulary.nouns, parts.noun, 'noun');
  const material = agree(lookUp(vocabulary.materials, parts.material, 'material'), gender);
  const style = agree(lookUp(vocabulary.styles, parts.style, 'style'), gender);
  const use = lookUp(vocabulary.uses, parts.use, 'use');
  // "Polarised Polarised Aviators" reads as a slip in Hindi too: a style the noun already says is left out.
  const shownStyle = noun.includes(style) ? '' : style;
  const described = [material, shownStyle, noun].filter(Boolean).join(' ');
  const named = parts.styleInName ? described : [material, noun].filter(Boolean).join(' ');
  const word = { Finish: ' फ़िनिश', Colour: ' रंग', none: '' }[parts.colourWord ?? 'none'];
  const colour = parts.colours.length === 1 ? ` (${colourList(parts.colours)}${word})` : '';
  const label = parts.colourWord === 'Finish' ? 'फ़िनिश' : 'रंग';
  const made = gender === 'm' ? 'बना' : 'बनी';
  return {
    nameHi: `${parts.lead} ${named}${colour}`,
    shortDescriptionHi: `${described}, ${use} के लिए ${made}; ${label}: ${colourList(parts.colours)}।`,
  };
}
