/**
 * National holidays on which couriers neither dispatch nor deliver, as data. The fixed-date ones hold
 * every year; the movable ones (lunar calendars) come from the central government's list of gazetted
 * holidays for that year and must be added for each new year (a year missing here only loses its
 * movable holidays: the promise may then be a day early around them).
 */

/** Month-day of the national holidays that fall on the same date every year. */
export const FIXED_HOLIDAYS: readonly { monthDay: string; name: string }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
  { monthDay: '12-25', name: 'Christmas' },
];

/** The year's main movable holidays (ISO dates, India time). */
export const MOVABLE_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: '2025-03-14', name: 'Holi' },
  { date: '2025-03-31', name: 'Id-ul-Fitr' },
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-06-07', name: 'Id-ul-Zuha (Bakrid)' },
  { date: '2025-10-20', name: 'Diwali' },
  { date: '2025-11-05', name: 'Guru Nanak Jayanti' },
  { date: '2026-03-04', name: 'Holi' },
  { date: '2026-03-21', name: 'Id-ul-Fitr' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-05-27', name: 'Id-ul-Zuha (Bakrid)' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-08', name: 'Diwali' },
  { date: '2026-11-24', name: 'Guru Nanak Jayanti' },
];

const movable = new Set(MOVABLE_HOLIDAYS.map((h) => h.date));
const fixed = new Set(FIXED_HOLIDAYS.map((h) => h.monthDay));

/** True when an ISO date (YYYY-MM-DD) is a national holiday. */
export function isHoliday(isoDate: string): boolean {
  return movable.has(isoDate) || fixed.has(isoDate.slice(5));
}
