import * as v from 'valibot';

/**
 * Where a submitted application stands. Every application starts as `received`; the loan
 * pipeline adds its statuses here (and to the database enum `application_status` with a
 * migration), and each screen that names a status says what it means to the borrower.
 */
export const APPLICATION_STATUSES = ['received'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ApplicationStatusSchema = v.pipe(
  v.picklist(APPLICATION_STATUSES),
  v.description('received: we have it and an underwriter will contact the borrower'),
);
