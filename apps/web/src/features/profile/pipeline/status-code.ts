import {
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_TEXT,
  DOCUMENTS_ALL_SENT_NEXT,
  NO_APPLICATION_STATUS_CODE,
  type ApplicationStatus,
  type DocumentRequest,
} from '@northgate/contracts';

/**
 * The status behind `user_info.status` (the profile's applicationStatus), read through the
 * contracts' codes table; null for 1 (no application) and for a number the table does not know.
 */
export function statusOfCode(code: number): ApplicationStatus | null {
  if (code === NO_APPLICATION_STATUS_CODE) return null;
  return APPLICATION_STATUSES.find((status) => APPLICATION_STATUS_CODES[status] === code) ?? null;
}

/**
 * The borrower's words for a status: its label and what happens next (one home: contracts). Given
 * the application's document requests, "what happens next" agrees with them: once none is open,
 * it no longer asks for documents while the status still says they were requested.
 */
export function statusText(
  status: ApplicationStatus,
  requests?: readonly Pick<DocumentRequest, 'state'>[],
): { label: string; next: string } {
  const text = APPLICATION_STATUS_TEXT[status];
  const allSent =
    requests !== undefined && requests.length > 0 && requests.every((request) => request.state !== 'open');
  return status === 'documents_requested' && allSent ? { ...text, next: DOCUMENTS_ALL_SENT_NEXT } : text;
}

/** The requests that belong to one application, out of the borrower's list of all of them. */
export function requestsOf<T extends Pick<DocumentRequest, 'application_id'>>(
  requests: readonly T[],
  applicationId: string,
): T[] {
  return requests.filter((request) => request.application_id === applicationId);
}
