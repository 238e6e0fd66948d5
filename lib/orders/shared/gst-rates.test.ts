import { describe, expect, it } from 'vitest';
import { GST_2_0_FROM, gstRateFor, indiaMidnight } from './gst-rates';

const before = new Date('2025-09-21T18:29:59Z'); // 23:59:59 IST, 21 Sep 2025
const from = new Date('2025-09-21T18:30:00Z'); // 00:00 IST, 22 Sep 2025
const nov2026 = new Date('2026-11-20T06:00:00Z');
const rate = (hsnCode: string | null, rupees: number, on: Date) =>
  gstRateFor({ hsnCode, piecePricePaise: Math.round(rupees * 100), on });

describe('GST rates by HSN code, price band and date', () => {
  it('changes on 22 September 2025, India time', () => {
    expect(GST_2_0_FROM).toEqual(indiaMidnight('2025-09-22'));
    expect(rate('6203', 9_599, before)).toBe(12);
    expect(rate('6203', 9_599, from)).toBe(18);
    expect(rate('6203', 9_599, nov2026)).toBe(18);
  });

  it('bands apparel at ₹2,500 a piece before GST since then, at and either side of it', () => {
    for (const hsn of ['6105', '6109', '6203', '6204', '6205', '6206', '6302']) {
      expect(rate(hsn, 2_499, nov2026)).toBe(5);
      expect(rate(hsn, 2_500, nov2026)).toBe(5);
      expect(rate(hsn, 2_625, nov2026)).toBe(5); // ₹2,500 + 5%: exactly at the limit
      expect(rate(hsn, 2_625.01, nov2026)).toBe(18);
      expect(rate(hsn, 2_626, nov2026)).toBe(18);
    }
  });

  it('banded apparel at ₹1,000 (5% / 12%) before 22 September 2025', () => {
    expect(rate('6205', 1_050, before)).toBe(5);
    expect(rate('6205', 1_050.01, before)).toBe(12);
    expect(rate('6205', 2_500, before)).toBe(12);
  });

  it('bands footwear per pair at ₹2,500 since then (₹1,000 and 18% before)', () => {
    expect(rate('6403', 2_625, nov2026)).toBe(5);
    expect(rate('6403', 2_700, nov2026)).toBe(18);
    expect(rate('6403', 1_100, before)).toBe(18);
  });

  it('keeps furniture, seats, mattresses and watches at 18%; bamboo and cane furniture at 5% since', () => {
    for (const on of [before, from, nov2026]) {
      expect(rate('9401', 24_999, on)).toBe(18);
      expect(rate('9403', 18_999, on)).toBe(18);
      expect(rate('94036000', 500, on)).toBe(18);
      expect(rate('9404', 12_000, on)).toBe(18);
      expect(rate('9102', 1_499, on)).toBe(18);
      expect(rate('9101', 90_000, on)).toBe(18);
    }
    expect(rate('94038200', 9_000, before)).toBe(12);
    expect(rate('94038200', 9_000, nov2026)).toBe(5);
  });

  it('keeps sunglasses at 18% and moves corrective spectacles to 5%', () => {
    expect(rate('9004', 2_000, nov2026)).toBe(18);
    expect(rate('90041000', 2_000, nov2026)).toBe(18);
    expect(rate('90049010', 2_000, nov2026)).toBe(5);
    expect(rate('90049010', 2_000, before)).toBe(12);
  });

  it('answers null for a code it does not know, so the product keeps its own rate', () => {
    expect(rate('4202', 1_000, nov2026)).toBeNull();
    expect(rate(null, 1_000, nov2026)).toBeNull();
    expect(rate('6203', 1_000, new Date('2017-01-01T00:00:00Z'))).toBeNull();
  });
});
