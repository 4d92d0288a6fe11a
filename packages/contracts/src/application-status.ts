import * as v from 'valibot';

/**
 * Where a submitted application stands: one model for every flow (docs/decisions/0017-loan-pipeline.md).
 * The database enum `application_status` holds the same values (a migration adds any new one).
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'documents_requested',
  'conditionally_approved',
  'offer_issued',
  'offer_accepted',
  'term_sheet_signed',
  'clear_to_close',
  'closing',
  'funded',
  'declined',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** `user_info.status` when the borrower has no submitted application (the spec's default). */
export const NO_APPLICATION_STATUS_CODE = 1;

/** `user_info.status`: the number of the borrower's most recently submitted application's status. */
export const APPLICATION_STATUS_CODES = {
  submitted: 2,
  in_review: 3,
  documents_requested: 4,
  conditionally_approved: 5,
  offer_issued: 6,
  offer_accepted: 7,
  closing: 8,
  funded: 9,
  declined: 10,
  withdrawn: 11,
  // Appended after the first eleven: the numbers already stored and sent never change.
  term_sheet_signed: 12,
  clear_to_close: 13,
} as const satisfies Record<ApplicationStatus, number>;

/** Where each status may go next; anything else is refused (409). Final statuses go nowhere. */
export const APPLICATION_STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['in_review', 'declined', 'withdrawn'],
  in_review: ['documents_requested', 'conditionally_approved', 'offer_issued', 'declined', 'withdrawn'],
  documents_requested: ['in_review', 'conditionally_approved', 'offer_issued', 'declined', 'withdrawn'],
  conditionally_approved: ['documents_requested', 'offer_issued', 'declined', 'withdrawn'],
  offer_issued: ['offer_accepted', 'in_review', 'declined', 'withdrawn'],
  // Only the borrower's signature moves to term_sheet_signed (ADR 0059), and only the "Clear to
  // close" action to clear_to_close, once the conditions allow it (ADR 0057).
  offer_accepted: ['term_sheet_signed', 'withdrawn'],
  term_sheet_signed: ['clear_to_close', 'withdrawn'],
  clear_to_close: ['closing', 'withdrawn'],
  closing: ['funded', 'declined', 'withdrawn'],
  funded: [],
  declined: [],
  withdrawn: [],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * Statuses only the borrower's own act reaches (the staff status change refuses them with 409):
 * `term_sheet_signed` follows the borrower signing the term sheet (docs/decisions/0059-term-sheet.md).
 */
export const BORROWER_ONLY_STATUSES: readonly ApplicationStatus[] = ['term_sheet_signed'];

export function isFinalStatus(status: ApplicationStatus): boolean {
  return APPLICATION_STATUS_TRANSITIONS[status].length === 0;
}

/** A document request moves these statuses to `documents_requested`; others keep theirs. */
export const STATUSES_MOVED_BY_DOCUMENT_REQUEST: readonly ApplicationStatus[] = [
  'submitted',
  'in_review',
  'conditionally_approved',
];

/**
 * Statuses reached only by their own action, never by the generic status change: clear_to_close
 * needs every prior-to-docs and prior-to-closing condition cleared (ADR 0057); closing comes with
 * the scheduled closing, funded with the funded loan's figures (ADR 0060).
 */
export const STATUSES_BY_OWN_ACTION: readonly ApplicationStatus[] = ['clear_to_close', 'closing', 'funded'];

/** The action that reaches each status of STATUSES_BY_OWN_ACTION, as the back office names it. */
export const OWN_ACTION_NAMES: Partial<Record<ApplicationStatus, string>> = {
  clear_to_close: 'Clear to close',
  closing: 'Schedule closing',
  funded: 'Record funding',
};

/** Statuses in which staff add, clear and reopen conditions: from the accepted offer until funding. */
export const STATUSES_TAKING_CONDITIONS: readonly ApplicationStatus[] = [
  'offer_accepted',
  'term_sheet_signed',
  'clear_to_close',
  'closing',
];

/** What the borrower reads for each status: a short label and what happens next. */
export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, { label: string; next: string }> = {
  submitted: {
    label: 'Received',
    next: 'Our loan team will be in touch within one business day.',
  },
  in_review: {
    label: 'In review',
    next: 'A loan officer is reviewing your application and will contact you if anything else is needed.',
  },
  documents_requested: {
    label: 'Documents requested',
    next: 'We need one or more documents from you. Upload them from your profile before their due dates.',
  },
  conditionally_approved: {
    label: 'Conditionally approved',
    next: 'Your loan is approved subject to the conditions your loan officer shared. An offer follows once they are met.',
  },
  offer_issued: {
    label: 'Offer issued',
    next: 'We have sent you a loan offer. Review it under Loan offers and accept or decline it before it expires.',
  },
  offer_accepted: {
    label: 'Offer accepted',
    next: 'You accepted our offer. Read and sign the term sheet on this application’s page within 7 days; then we prepare the closing documents.',
  },
  term_sheet_signed: {
    label: 'Term sheet signed',
    next: 'You signed the term sheet. We are clearing the conditions before closing listed on this page; upload what they ask for by their due dates.',
  },
  clear_to_close: {
    label: 'Clear to close',
    next: 'Every condition before closing is cleared. Your loan officer will contact you to schedule the closing with the title company.',
  },
  closing: {
    label: 'Closing',
    next: 'Your closing is scheduled: the date, the place and the title company are on this application’s page. Bring a photo ID; your loan is funded after you sign.',
  },
  funded: {
    label: 'Funded',
    next: 'Your loan is funded. Your loan number, first due date and payment schedule are on this application’s page, where you can also ask for a payoff statement.',
  },
  declined: {
    label: 'Declined',
    next: 'We are unable to offer a loan for this application. Your loan officer can explain why and what could change that.',
  },
  withdrawn: {
    label: 'Withdrawn',
    next: 'This application was withdrawn and is no longer being worked. You can start a new application at any time.',
  },
};

/**
 * What happens next while the status still reads "documents requested" but the borrower has sent
 * every document asked for (the status moves when the loan officer moves it).
 */
export const DOCUMENTS_ALL_SENT_NEXT =
  'You have sent every document we asked for. Your loan officer is reviewing them and will contact you if anything else is needed.';

export const ApplicationStatusSchema = v.pipe(
  v.picklist(APPLICATION_STATUSES, 'Choose a known application status'),
  v.description(`One of: ${APPLICATION_STATUSES.join(', ')} (docs/decisions/0017-loan-pipeline.md)`),
);
