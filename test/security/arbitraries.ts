import fc from 'fast-check';

// Generators of hostile input for the fuzz suite: JSON bodies, raw bodies, query strings, route params
// and headers.

/** Classic SQL injection probes, with unicode look-alike quotes. */
export const sqlStrings = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  "%' --",
  '\\',
  '$$',
  ')::text',
  "1' AND pg_sleep(5)--",
  "'; UPDATE users SET role='admin'; --",
  '" OR ""="',
  '\u2018 OR \u20181\u2019=\u20191',
  '\u02bc OR 1=1 --',
  '\uff07 OR \uff071\uff07=\uff071',
  '%_%',
  '$tag$ select 1 $tag$',
] as const;

/** Strings that have broken parsers, coercions or databases before. */
export const nastyStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e999',
  '0x1F',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u200b',
  'ॐ नमः शिवाय',
  '🇮🇳🤡👨‍👩‍👧',
  'Z̷̢̛a̵l̸g̶o̷',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  ...sqlStrings,
];

/** Number tokens written into the JSON text as is (JSON.stringify cannot produce -0 or 1e999). */
const rawNumbers = [
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '-0',
  '5e-324',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '0.1',
  '1.5',
];

const RAW_MARK = /"@@RAW:([^"@]*)@@"/g;
const raw = (token: string) => `@@RAW:${token}@@`;

/** JSON text of a generated value, with the raw number markers written out as bare tokens. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_MARK, '$1');
}

const hugeString = fc
  .constantFrom(1_000, 20_000, 70_000)
  .chain((n) => fc.constantFrom('x'.repeat(n), 'ॐ'.repeat(Math.ceil(n / 3))));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 4 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 5, 100, 101, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.constantFrom(...rawNumbers).map(raw),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

export const dangerousKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'userId',
  'user_id',
  'role',
  'isAdmin',
  '',
];

export const key: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...dangerousKeys),
  fc.string({ maxLength: 12 }),
);

/** An object with own enumerable properties for every key, `__proto__` included (a plain assignment would not). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    Object.defineProperty(object, k, { value: v, enumerable: true, configurable: true, writable: true });
  }
  return object;
}

/** Any JSON value built from hostile leaves and keys, a few levels deep. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: unknown;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectOf),
})).value;

const DELETE = Symbol('delete');

/**
 * A well-formed value with some of its parts replaced by hostile ones, removed, or joined by extra keys:
 * deep enough that the domain code behind the schema runs.
 */
export function mutated(template: unknown, depth = 0): fc.Arbitrary<unknown> {
  const replacement = depth > 3 ? leaf : jsonValue;
  if (Array.isArray(template)) {
    const first: unknown = template[0];
    return fc.oneof(
      { arbitrary: fc.constant(template), weight: 3 },
      {
        arbitrary: fc.array(first === undefined ? jsonValue : mutated(first, depth + 1), { maxLength: 4 }),
        weight: 2,
      },
      { arbitrary: replacement, weight: 1 },
    );
  }
  if (template !== null && typeof template === 'object') {
    const entries = Object.entries(template);
    const field = (value: unknown): fc.Arbitrary<unknown> =>
      fc.oneof(
        { arbitrary: fc.constant(value), weight: 5 },
        { arbitrary: mutated(value, depth + 1), weight: 3 },
        { arbitrary: fc.constant(DELETE), weight: 1 },
      );
    return fc.oneof(
      { arbitrary: fc.constant(template), weight: 2 },
      {
        arbitrary: fc
          .tuple(
            fc.tuple(...entries.map(([, v]) => field(v))),
            fc.array(fc.tuple(key, jsonValue), { maxLength: 2 }),
          )
          .map(([values, extra]) =>
            objectOf([
              ...entries.flatMap(([k], i): [string, unknown][] =>
                values[i] === DELETE ? [] : [[k, values[i]]],
              ),
              ...extra,
            ]),
          ),
        weight: 6,
      },
      { arbitrary: replacement, weight: 1 },
    );
  }
  return fc.oneof({ arbitrary: fc.constant(template), weight: 2 }, { arbitrary: leaf, weight: 3 });
}

/** Bodies that are not (valid) JSON values of the usual kind. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    'null',
    '"text"',
    '[]',
    '1',
    'true',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":{"role":"admin"},"userId":"x"}',
    'action=approve',
    '--boundary\r\nContent-Disposition: form-data; name="action"\r\n\r\napprove\r\n--boundary--',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer({ min: 100, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 10_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
);

/**
 * A body for one call: a mutated sample (sampleWeight in sampleWeight + 5 runs: half by default), any JSON
 * value, a raw string, or none.
 */
export function body(sample: unknown, sampleWeight = 5): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    {
      arbitrary: sample === undefined ? jsonValue.map(toJsonText) : mutated(sample).map(toJsonText),
      weight: sampleWeight,
    },
    { arbitrary: jsonValue.map(toJsonText), weight: 3 },
    { arbitrary: rawBody, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Visible ASCII and Latin-1 (what an HTTP header value can carry). */
export const headerText: fc.Arbitrary<string> = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const queryKeys = [
  'q',
  'search',
  'category',
  'categories',
  'colors',
  'tags',
  'sellers',
  'seller',
  'sort',
  'page',
  'limit',
  'minPrice',
  'maxPrice',
  'published',
  'inStock',
  'status',
  'paymentMethod',
  'from',
  'to',
  'stock',
  'visibility',
];

/** Query pairs: the sample's own (some replaced), plus arbitrary keys and values, keys possibly repeated. */
export function query(sample: Record<string, string> | undefined): fc.Arbitrary<[string, string][]> {
  const base = Object.entries(sample ?? {});
  const value = fc.oneof(nastyString, fc.string({ maxLength: 20 }));
  return fc
    .tuple(
      fc.tuple(
        ...base.map(([, v]) =>
          fc.oneof({ arbitrary: fc.constant(v), weight: 6 }, { arbitrary: value, weight: 1 }),
        ),
      ),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), key), value), { maxLength: 3 }),
    )
    .map(([values, extra]): [string, string][] => [
      ...base.map(([k], i): [string, string] => [k, String(values[i])]),
      ...extra,
    ]);
}

/** A route parameter: the sample's, a hostile string, an id of the right shape, or a pincode-like number. */
export function param(sample: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(sample ?? 'x'), weight: 3 },
    { arbitrary: nastyString, weight: 3 },
    { arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/), weight: 1 },
    { arbitrary: fc.stringMatching(/^[0-9]{1,8}$/), weight: 1 },
  );
}

export type TokenChoice = 'valid' | 'cookie' | 'customer' | 'garbage' | 'tampered' | 'none';

/** Half the runs carry the right token (header or cookie), the rest garbage, a tampered token, or none. */
export const tokenChoice: fc.Arbitrary<{ kind: TokenChoice; garbage: string }> = fc.record({
  kind: fc.oneof(
    { arbitrary: fc.constantFrom<TokenChoice>('valid', 'valid', 'valid', 'cookie'), weight: 1 },
    { arbitrary: fc.constantFrom<TokenChoice>('customer', 'garbage', 'tampered', 'none'), weight: 1 },
  ),
  garbage: headerText,
});

export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=boundary',
    'application/xml',
  ),
  headerText,
);

export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  headerText,
  fc.constant('k'.repeat(300)),
  fc.uuid(),
);
