import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_TEXT,
  NO_APPLICATION_STATUS_CODE,
  type ApplicationStatus,
} from '@northgate/contracts';

/**
 * The status behind `user_info.status` (the profile's applicationStatus), read through the
 * contracts' codes table; null for 1 (no application) and for a number the table does not know.
 */
export function statusOfCode(code: number): ApplicationStatus | null {
  if (code === NO_APPLICATION_STATUS_CODE) return null;
  return APPLICATION_STATUSES.find((status) => APPLICATION_STATUS_CODES[status] === code) ?? null;
}

/** The borrower's words for a status: its label and what happens next (one home: contracts). */
export function statusText(status: ApplicationStatus): { label: string; next: string } {
  return APPLICATION_STATUS_TEXT[status];
}
