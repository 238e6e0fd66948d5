import { isHoliday } from './holidays';

/**
 * Calendar days in India time (Asia/Kolkata, UTC+5:30 all year, no daylight saving), held as
 * UTC-midnight Dates so adding days never crosses a time-zone boundary.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The calendar day it is in India at this instant. */
export function indiaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** YYYY-MM-DD of a calendar day. */
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

/** Couriers work Monday to Saturday, except national holidays. */
export function isBusinessDay(day: Date): boolean {
  return day.getUTCDay() !== 0 && !isHoliday(isoDay(day));
}

/** The calendar day `count` business days after `day` (the day itself is not counted). */
export function addBusinessDays(day: Date, count: number): Date {
  let current = day;
  for (let left = count; left > 0;) {
    current = new Date(current.getTime() + DAY_MS);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Thu, 27 Nov" (spelt out here: Intl's en-IN month names differ between ICU versions, "Sep" or "Sept"). */
export function formatDeliveryDay(day: Date): string {
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
