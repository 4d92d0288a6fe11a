/**
 * The lender's clock: an offer's expiry and a due date are days on the lender's calendar
 * (`LENDER_TIME_ZONE`), whatever zone the staff member's or the borrower's device is in, and every
 * page and email shows such a moment in that zone with its abbreviation (ADR 0048).
 */
export const LENDER_TIME_ZONE = 'America/Los_Angeles';

/**
 * A formatter made on first use: the first Intl object a page makes loads the browser's locale and
 * time-zone data (about 20 ms on a laptop, four times that on a phone), and this module loads on
 * pages that never show a date, such as the sign-in page (ADR 0066).
 */
function onFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', { timeZone: LENDER_TIME_ZONE, ...options }));
}

const parts = onFirstUse({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The lender's wall clock at `at`, read as if it were UTC (the difference is the zone's offset). */
function wallClockAsUtc(at: number): number {
  const p = Object.fromEntries(
    parts()
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
}

/** Today's date on the lender's calendar, as YYYY-MM-DD. */
export function lenderToday(now: Date = new Date()): string {
  return new Date(wallClockAsUtc(now.getTime())).toISOString().slice(0, 10);
}

/** The last second (23:59:59) of `day` (YYYY-MM-DD) on the lender's calendar, as an instant. */
export function endOfLenderDay(day: string): Date {
  return lenderWallClock(day, '23:59:59');
}

/**
 * The instant the lender's wall clock reads `time` (HH:MM or HH:MM:SS) on `day` (YYYY-MM-DD): a
 * closing's start (ADR 0060), the end of an offer's last day.
 */
export function lenderWallClock(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const wanted = Date.UTC(year, month - 1, date, hour, minute, second);
  // The offset at a first guess, then at the answer (twice settles it away from the 2 a.m. change).
  let at = wanted - (wallClockAsUtc(wanted) - wanted);
  at = wanted - (wallClockAsUtc(at) - at);
  return new Date(at);
}

const moment = onFirstUse({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "December 10, 2026 at 11:59 PM PST": a moment on the lender's clock, its zone named. */
export function formatLenderMoment(at: Date | string): string {
  const p = Object.fromEntries(
    moment()
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

const day = onFirstUse({ dateStyle: 'long' });

/** "December 10, 2026": the lender's calendar day of a moment. */
export function formatLenderDay(at: Date | string): string {
  return day().format(new Date(at));
}
