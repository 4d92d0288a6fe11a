/** Dates and durations as the calculator writes them, in words a borrower reads. */
import type { CalendarDate } from '@northgate/loan-math';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 2055'. */
export const monthName = (year: number, month: number) => `${MONTHS[month - 1] ?? ''} ${year}`;

/** 'Jan 13, 2050'. */
export const dayName = (date: CalendarDate) => `${MONTHS[date.month - 1] ?? ''} ${date.day}, ${date.year}`;

/** '2026-01-15' (CSV). */
export const isoDay = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** 71 → '5 yr 11 mo'. */
export const yearsLabel = (months: number) => {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} yr` : '', m ? `${m} mo` : ''].filter(Boolean).join(' ') || '0 mo';
};
