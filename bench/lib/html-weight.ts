/**
 * Issue 26: where a page's HTML bytes go. Every byte of the document is counted once, in the first kind
 * that claims it: the inline component payload (React's `self.__next_f.push` scripts, the page told a
 * second time for hydration), other inline scripts, inline styles (`<style>` elements and `style=""`
 * attributes), inline SVG (outside the above), `class` attributes (outside SVG), and the rest of the markup.
 */
export type HtmlWeight = {
  total: number;
  payload: number;
  otherScript: number;
  styles: number;
  svg: number;
  classes: number;
  markup: number;
};

export const WEIGHT_KINDS = ['payload', 'otherScript', 'styles', 'svg', 'classes', 'markup'] as const;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Removes every match of `pattern` from `html`, answering what is left and the bytes removed. */
function take(html: string, pattern: RegExp, keep?: (match: string) => boolean): [string, number] {
  let taken = 0;
  const rest = html.replace(pattern, (match) => {
    if (keep?.(match)) return match;
    taken += bytes(match);
    return '';
  });
  return [rest, taken];
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const isPayload = (script: string) => script.includes('self.__next_f');

/** The kinds in the order they claim bytes; each pattern sees only what the earlier ones left. */
const STEPS: Array<[keyof Omit<HtmlWeight, 'total' | 'markup'>, RegExp, ((match: string) => boolean)?]> = [
  ['payload', SCRIPT, (s) => !isPayload(s)],
  ['otherScript', SCRIPT],
  ['styles', /<style\b[^>]*>[\s\S]*?<\/style>/gi],
  ['styles', /\sstyle="[^"]*"/gi],
  ['svg', /<svg\b[\s\S]*?<\/svg>/gi],
  ['classes', /\sclass="[^"]*"/gi],
];

export function htmlWeight(html: string): HtmlWeight {
  const weight: HtmlWeight = {
    total: bytes(html),
    payload: 0,
    otherScript: 0,
    styles: 0,
    svg: 0,
    classes: 0,
    markup: 0,
  };
  let rest = html;
  for (const [kind, pattern, keep] of STEPS) {
    const [left, taken] = take(rest, pattern, keep);
    rest = left;
    weight[kind] += taken;
  }
  weight.markup = bytes(rest);
  return weight;
}
