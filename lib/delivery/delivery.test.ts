import { describe, expect, it } from 'vitest';
import { STORE_POLICY } from '@/lib/store-policy';
import { addBusinessDays, assertCashOnDelivery, getDeliveryPromise, indiaDay, isoDay } from './index';

// Monday 24 November 2025, 10:00 in India.
const NOW = new Date('2025-11-24T04:30:00Z');

/** The table: at least one PIN code per zone, with the promised day and cash on delivery. */
const table = [
  { pin: '560038', zone: 'metro', date: '2025-11-27', text: 'Thu, 27 Nov', cod: true },
  { pin: '110001', zone: 'metro', date: '2025-11-27', text: 'Thu, 27 Nov', cod: true },
  { pin: '400001', zone: 'metro', date: '2025-11-27', text: 'Thu, 27 Nov', cod: true },
  { pin: '226001', zone: 'capital', date: '2025-11-28', text: 'Fri, 28 Nov', cod: true },
  { pin: '302001', zone: 'capital', date: '2025-11-28', text: 'Fri, 28 Nov', cod: true },
  // Sunday 30 November is skipped.
  { pin: '641001', zone: 'rest', date: '2025-12-01', text: 'Mon, 1 Dec', cod: true },
  { pin: '141001', zone: 'rest', date: '2025-12-01', text: 'Mon, 1 Dec', cod: true },
  { pin: '781001', zone: 'northeast', date: '2025-12-03', text: 'Wed, 3 Dec', cod: true },
  { pin: '795001', zone: 'northeast', date: '2025-12-03', text: 'Wed, 3 Dec', cod: true },
  { pin: '194101', zone: 'remote', date: '2025-12-04', text: 'Thu, 4 Dec', cod: false },
  { pin: '175132', zone: 'remote', date: '2025-12-04', text: 'Thu, 4 Dec', cod: false },
  { pin: '744101', zone: 'islands', date: '2025-12-06', text: 'Sat, 6 Dec', cod: false },
  { pin: '682555', zone: 'islands', date: '2025-12-06', text: 'Sat, 6 Dec', cod: false },
] as const;

describe('getDeliveryPromise: the promise by PIN code for a fixed "now"', () => {
  it.each(table)('$pin ($zone): by $text, COD $cod', ({ pin, zone, date, text, cod }) => {
    const promise = getDeliveryPromise(pin, { now: NOW, orderPaise: 1_999_00 });
    expect(promise).toMatchObject({ pin, deliverable: true, zone, date, dateText: text });
    expect(promise.message).toBe(`Deliver to ${pin} · by ${text}`);
    expect(promise.cod.available).toBe(cod);
    expect(promise.cod.message).toMatch(cod ? /^Cash on delivery available$/ : /not available/);
  });

  it('answers an unknown PIN code as not deliverable, without cash on delivery', () => {
    const promise = getDeliveryPromise('999999', { now: NOW });
    expect(promise).toMatchObject({ pin: '999999', deliverable: false, cod: { available: false } });
    expect(promise.message).toMatch(/could not find PIN code 999999/);
  });

  it('refuses a malformed PIN code with a 400', () => {
    for (const pin of ['12345', '056003', 'abcdef', '5600381']) {
      expect(() => getDeliveryPromise(pin, { now: NOW })).toThrow(/6 digits/);
    }
  });

  it('skips national holidays: Christmas (Thursday 25 December) moves a metro delivery to Saturday', () => {
    const promise = getDeliveryPromise('560038', { now: new Date('2025-12-23T06:00:00Z') });
    expect(promise).toMatchObject({ date: '2025-12-27', dateText: 'Sat, 27 Dec' });
  });

  it('counts from the day it is in India, not in UTC', () => {
    // 19:00 UTC on Sunday 23 November is 00:30 on Monday 24 November in India.
    expect(getDeliveryPromise('560038', { now: new Date('2025-11-23T19:00:00Z') })).toMatchObject({
      date: '2025-11-27',
    });
    // 18:40 UTC on Monday 24 November is already Tuesday 25 November in India.
    expect(getDeliveryPromise('560038', { now: new Date('2025-11-24T18:40:00Z') })).toMatchObject({
      date: '2025-11-28',
    });
    expect(isoDay(indiaDay(new Date('2025-11-24T18:29:59Z')))).toBe('2025-11-24');
    expect(isoDay(indiaDay(new Date('2025-11-24T18:30:00Z')))).toBe('2025-11-25');
  });

  it('an order placed on a Sunday or holiday counts from the next business day', () => {
    // Sunday 30 November 2025 + 3 business days: Mon 1, Tue 2, Wed 3 December.
    expect(isoDay(addBusinessDays(new Date('2025-11-30T00:00:00Z'), 3))).toBe('2025-12-03');
    // Independence Day 2026 is a Saturday: Fri 14 August + 1 business day is Monday 17 August.
    expect(isoDay(addBusinessDays(new Date('2026-08-14T00:00:00Z'), 1))).toBe('2026-08-17');
  });

  it('offers cash on delivery up to the order-value limit, not above it', () => {
    const limit = STORE_POLICY.codMaxOrderRupees * 100;
    expect(getDeliveryPromise('560038', { now: NOW, orderPaise: limit }).cod.available).toBe(true);
    const over = getDeliveryPromise('560038', { now: NOW, orderPaise: limit + 1 });
    expect(over.cod).toEqual({
      available: false,
      message: 'Cash on delivery is available for orders up to ₹50,000. Please pay by UPI or card.',
    });
  });

  it('keeps every zone inside the delivery times the policy pages state', () => {
    for (const [zone, transit] of Object.entries(STORE_POLICY.zoneTransitDays)) {
      const total = STORE_POLICY.processingDays.max + transit;
      const far = ['northeast', 'remote', 'islands'].includes(zone);
      const range = far ? STORE_POLICY.remoteDeliveryDays : STORE_POLICY.deliveryDays;
      expect(total, zone).toBeGreaterThanOrEqual(range.min);
      expect(total, zone).toBeLessThanOrEqual(range.max);
    }
  });
});

describe('assertCashOnDelivery: the server-side rule', () => {
  it('passes a metro PIN code under the limit', () => {
    expect(() => assertCashOnDelivery('560038', 1_000_00)).not.toThrow();
  });

  it('refuses islands, remote areas and unknown PIN codes with a 400 naming the PIN code', () => {
    for (const pin of ['744101', '194101', '999999']) {
      let error: unknown;
      try {
        assertCashOnDelivery(pin, 1_000_00);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: 'bad_request', message: expect.stringContaining(pin) });
    }
  });

  it('refuses an order over the limit', () => {
    expect(() => assertCashOnDelivery('560038', STORE_POLICY.codMaxOrderRupees * 100 + 100)).toThrow(
      /up to ₹50,000/,
    );
  });
});
