import { describe, expect, it } from 'vitest';
import {
  formatIstDate,
  formatIstDateTime,
  isCalendarDate,
  istDateEnd,
  istDateStart,
  istDayStart,
  istMonthStart,
} from './time';

describe('India time helpers', () => {
  it('finds the start of the day in IST, which is 18:30 UTC the day before', () => {
    expect(istDayStart(new Date('2026-03-14T19:00:00Z')).toISOString()).toBe('2026-03-14T18:30:00.000Z');
    expect(istDayStart(new Date('2026-03-14T18:29:59Z')).toISOString()).toBe('2026-03-13T18:30:00.000Z');
    expect(istDayStart(new Date('2026-03-14T18:30:00Z')).toISOString()).toBe('2026-03-14T18:30:00.000Z');
  });

  it('finds the start of the month in IST, across month and year ends', () => {
    expect(istMonthStart(new Date('2026-03-14T19:00:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
    // 31 Dec 2025 19:00 UTC is already 1 Jan 2026 in India.
    expect(istMonthStart(new Date('2025-12-31T19:00:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(istMonthStart(new Date('2025-12-31T18:00:00Z')).toISOString()).toBe('2025-11-30T18:30:00.000Z');
  });

  it('turns calendar dates into IST day bounds, the end exclusive', () => {
    expect(istDateStart('2026-01-11').toISOString()).toBe('2026-01-10T18:30:00.000Z');
    expect(istDateEnd('2026-01-11').toISOString()).toBe('2026-01-11T18:30:00.000Z');
    expect(() => istDateStart('11/01/2026')).toThrow();
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
  });

  it('formats in Asia/Kolkata whatever the server time zone', () => {
    expect(formatIstDateTime(new Date('2026-03-14T18:35:00Z'))).toMatch(/15 Mar 2026.*12:05\s?am/i);
    // An order placed at 01:44 IST on 24 Nov is still 23 Nov in UTC: its invoice is dated 24 Nov.
    expect(formatIstDate(new Date('2026-11-23T20:14:00Z'))).toBe('24 Nov 2026');
    expect(formatIstDate(new Date('2026-11-24T18:29:59Z'))).toBe('24 Nov 2026');
  });
});
