/**
 * GST rates on goods as data: per HSN code (the longest matching prefix wins), per price band of the value
 * of one piece, with the date the rate came into force. An invoice takes the rate in force on its date.
 *
 * Sources:
 * - Notification No. 1/2017–Central Tax (Rate), 28 June 2017 (as amended): the schedules until 21 Sep 2025.
 * - Notification No. 9/2025–Central Tax (Rate), 17 September 2025 ("GST 2.0", 56th GST Council meeting):
 *   replaces those schedules from 22 September 2025.
 * Rates below are the total GST (CGST + SGST halves, or IGST at the full rate).
 *
 * Certain (read from the notifications' summaries in the brief and the Council's press release):
 * - Apparel and made-up textiles, chapters 61, 62, 63: 5% up to ₹1,000 a piece, 12% above (2017);
 *   5% up to ₹2,500 a piece, 18% above (from 22 Sep 2025).
 * - Footwear, chapter 64: 5% up to ₹1,000 a pair, 18% above (2017); 5% up to ₹2,500 a pair, 18% above (2025).
 * - Furniture 9403 and seats 9401: 18% before and after; mattresses 9404: 18% before and after.
 * - Wrist watches 9101, 9102: 18% before and after. Smart watches (8517 62): 18% before and after.
 * NOT certain (check with the store's tax adviser before relying on it):
 * - Bamboo, cane and rattan furniture (9401 41 / 9401 51 / 9403 82 / 9403 83): 5% from 22 Sep 2025 per the
 *   brief; the 12% before it is our reading of the 2017 schedule.
 * - Corrective spectacles and their lenses and frames (9001 50, 9003, 9004 90 10): 5% from 22 Sep 2025,
 *   12% before. Sunglasses (9004 10) and other non-corrective glasses (9004 90 90, such as zero-power
 *   blue-cut glasses) stay at 18%: the catalogue files all its glasses under plain '9004' (none is
 *   corrective), so that code reads 18%; a corrective product needs its 8-digit code to get 5%.
 * A code the table does not know falls back to the rate entered on the product.
 */

/** 22 September 2025, 00:00 India time: Notification No. 9/2025–Central Tax (Rate) takes effect. */
export const GST_2_0_FROM = new Date('2025-09-21T18:30:00Z');
/** 1 July 2017, 00:00 India time: GST begins (Notification No. 1/2017–Central Tax (Rate)). */
const GST_FROM = new Date('2017-06-30T18:30:00Z');

export type GstRateRule = {
  /** An HSN code or its leading digits: '62' is chapter 62, '9403' a heading, '90049010' a tariff item. */
  hsnPrefix: string;
  /**
   * The band's top value of one piece (or pair): its transaction value, i.e. after discount and without
   * the GST itself (at this band's rate); null for no limit.
   */
  maxPiecePaise: number | null;
  ratePercent: number;
  /** The first moment (India midnight) the rate is in force; it lasts until the next rule for the code. */
  effectiveFrom: Date;
};

/** ₹1,000 and ₹2,500 a piece: the apparel and footwear thresholds before and after GST 2.0. */
const RS_1000 = 100_000;
const RS_2500 = 250_000;

/** Apparel or footwear: a low rate up to a threshold per piece, a higher one above. */
function banded(prefix: string, old: [number, number, number], now: [number, number, number]): GstRateRule[] {
  return [
    { hsnPrefix: prefix, maxPiecePaise: old[0], ratePercent: old[1], effectiveFrom: GST_FROM },
    { hsnPrefix: prefix, maxPiecePaise: null, ratePercent: old[2], effectiveFrom: GST_FROM },
    { hsnPrefix: prefix, maxPiecePaise: now[0], ratePercent: now[1], effectiveFrom: GST_2_0_FROM },
    { hsnPrefix: prefix, maxPiecePaise: null, ratePercent: now[2], effectiveFrom: GST_2_0_FROM },
  ];
}

/** Flat rates: one before 22 Sep 2025 and one from then. */
function flat(prefix: string, before: number, from2025: number): GstRateRule[] {
  return [
    { hsnPrefix: prefix, maxPiecePaise: null, ratePercent: before, effectiveFrom: GST_FROM },
    { hsnPrefix: prefix, maxPiecePaise: null, ratePercent: from2025, effectiveFrom: GST_2_0_FROM },
  ];
}

export const GST_RATE_RULES: readonly GstRateRule[] = [
  // Apparel (61 knitted, 62 woven) and made-up textiles (63).
  ...banded('61', [RS_1000, 5, 12], [RS_2500, 5, 18]),
  ...banded('62', [RS_1000, 5, 12], [RS_2500, 5, 18]),
  ...banded('63', [RS_1000, 5, 12], [RS_2500, 5, 18]),
  // Footwear, per pair.
  ...banded('64', [RS_1000, 5, 18], [RS_2500, 5, 18]),
  // Seats and furniture, with bamboo, cane and rattan moved to 5% (uncertain before: see above).
  ...flat('9401', 18, 18),
  ...flat('940141', 12, 5),
  ...flat('940151', 12, 5),
  ...flat('9403', 18, 18),
  ...flat('940382', 12, 5),
  ...flat('940383', 12, 5),
  ...flat('9404', 18, 18),
  // Watches and smart watches.
  ...flat('9101', 18, 18),
  ...flat('9102', 18, 18),
  ...flat('851762', 18, 18),
  // Glasses: corrective ones at 5% from 22 Sep 2025 (uncertain: see above); sunglasses and others 18%.
  ...flat('900150', 12, 5),
  ...flat('9003', 12, 5),
  ...flat('9004', 18, 18),
  ...flat('90049010', 12, 5),
];

/** Midnight India time of a calendar date, for rules added later ('2025-09-22' → 21 Sep 18:30 UTC). */
export function indiaMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

export type GstRateQuery = {
  hsnCode: string | null;
  /** What one piece sells for after its share of any discount, GST included (the store's prices are), in paise. */
  piecePricePaise: number;
  /** The invoice date. */
  on: Date;
};

/**
 * The GST rate in force for an HSN code, a piece value and a date, or null when the table has no rule for
 * the code (the caller keeps the product's own rate). The longest matching HSN prefix decides; of its rules
 * the latest in force on the date; of those the narrowest band the piece fits in. A band's limit is on the
 * value without GST (section 15 of the CGST Act), taken out at the band's own rate: at 5% a piece up to
 * ₹2,500 + 5% = ₹2,625 on the tag is in the 5% band, and anything dearer is in the one above.
 */
export function gstRateFor(
  { hsnCode, piecePricePaise, on }: GstRateQuery,
  rules = GST_RATE_RULES,
): number | null {
  const code = hsnCode?.replace(/\s/g, '') ?? '';
  if (!code) return null;
  const matching = rules.filter((r) => code.startsWith(r.hsnPrefix) && r.effectiveFrom <= on);
  if (matching.length === 0) return null;
  const longest = Math.max(...matching.map((r) => r.hsnPrefix.length));
  const forCode = matching.filter((r) => r.hsnPrefix.length === longest);
  const latest = Math.max(...forCode.map((r) => r.effectiveFrom.getTime()));
  const bands = forCode
    .filter((r) => r.effectiveFrom.getTime() === latest)
    .sort((a, b) => (a.maxPiecePaise ?? Infinity) - (b.maxPiecePaise ?? Infinity));
  const fits = (r: GstRateRule) =>
    r.maxPiecePaise === null || piecePricePaise * 100 <= r.maxPiecePaise * (100 + r.ratePercent);
  return bands.find(fits)?.ratePercent ?? null;
}
