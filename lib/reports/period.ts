import { z } from 'zod';
import { istDateEnd, istDateStart, istDayStart, isCalendarDate } from '@/lib/admin/time';
import { blankToUndefined } from '@/lib/admin/pagination';

const DAY_MS = 86_400_000;
/** The longest period a report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;
/** Without dates a report covers the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** The calendar date in India of an instant, YYYY-MM-DD. */
export function istDate(at: Date): string {
  return new Date(istDayStart(at).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The India calendar date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The number of calendar days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const date = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD').optional(),
);

/**
 * A report's period (`?from=&to=`, calendar days in India, both included). A missing `to` is today; a
 * missing `from` is 29 days before `to` (30 days). More than 366 days is refused: a report that long
 * would scan years of orders in one request.
 */
export const reportQuerySchema = z
  .object({ from: date, to: date })
  .transform(({ from, to }) => {
    const end = to ?? istDate(new Date());
    return { from: from ?? addDays(end, -(DEFAULT_REPORT_DAYS - 1)), to: end };
  })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'must not be before from' })
  .refine((p) => daysIn(p.from, p.to) <= MAX_REPORT_DAYS, {
    path: ['to'],
    message: `the period may be at most ${MAX_REPORT_DAYS} days; choose a shorter one`,
  });

export type ReportPeriod = z.output<typeof reportQuerySchema>;

/** The instants a period covers: from midnight IST of `from` up to (not including) midnight after `to`. */
export function periodBounds(period: ReportPeriod): { start: Date; end: Date } {
  return { start: istDateStart(period.from), end: istDateEnd(period.to) };
}

/** Every India calendar date of the period, oldest first. */
export function periodDays(period: ReportPeriod): string[] {
  return Array.from({ length: daysIn(period.from, period.to) }, (_, i) => addDays(period.from, i));
}

/** The report's quick periods as of `now`: the last 7, 30 and 90 days and this month, each to today (IST). */
export function reportPresets(now = new Date()): { label: string; from: string; to: string }[] {
  const today = istDate(now);
  return [
    ...[7, 30, 90].map((days) => ({
      label: `Last ${days} days`,
      from: addDays(today, -(days - 1)),
      to: today,
    })),
    { label: 'This month', from: `${today.slice(0, 8)}01`, to: today },
  ];
}
