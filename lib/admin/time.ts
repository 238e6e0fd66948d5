/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight IST of the day `now` falls on, as an instant. */
export function istDayStart(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS);
}

/** Midnight IST of the first day of the month `now` falls on (in India). */
export function istMonthStart(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** Midnight IST of a calendar date written YYYY-MM-DD (the value of an `<input type="date">`). */
export function istDateStart(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - IST_OFFSET_MS);
}

/** The instant a calendar day ends in IST (midnight of the next day), for inclusive "to" dates. */
export function istDateEnd(date: string): Date {
  return new Date(istDateStart(date).getTime() + DAY_MS);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A date and time as shoppers and staff in India read it: "9 Mar 2026, 4:05 pm". */
export function formatIstDateTime(date: Date | number): string {
  return dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** The calendar date in India, "24 Nov 2026", whatever the server's time zone (invoices are dated so). */
export function formatIstDate(date: Date | number): string {
  return dateOnly.format(date);
}
