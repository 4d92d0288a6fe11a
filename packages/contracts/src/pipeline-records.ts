import * as v from 'valibot';
import { ApplicationReferenceSchema } from './applications.ts';
import { ApplicationStatusSchema } from './application-status.ts';
import { DocumentSchema } from './documents.ts';

/**
 * The records of the loan pipeline that staff and borrowers both read: timeline events, document
 * requests and loan offers (docs/decisions/0017-loan-pipeline.md). Money is in dollars with cents.
 */

const uuid = v.pipe(v.string(), v.uuid());
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());
const isoDate = v.pipe(v.string(), v.isoDate());

/** What happened to an application; the borrower's timeline leaves out `assigned`. */
export const APPLICATION_EVENT_KINDS = [
  'submitted',
  'status_changed',
  'document_requested',
  'document_received',
  'offer_issued',
  'offer_accepted',
  'offer_declined',
  'offer_withdrawn',
  /** Another offer for the application was accepted, which closed this one. */
  'offer_superseded',
  /** The borrower signed the term sheet of the accepted offer (docs/decisions/0059-term-sheet.md). */
  'term_sheet_signed',
  'assigned',
  /** Conditions (ADR 0057): the note is the condition's title. */
  'condition_added',
  'condition_cleared',
  'condition_reopened',
  /** Closing and funding (ADR 0060): the note says when, where and with which title company. */
  'closing_scheduled',
  'closing_rescheduled',
  'loan_funded',
  /** Payoff statements (ADR 0060). */
  'payoff_requested',
  'payoff_answered',
  /** Rehab budget and draws (ADR 0061): the note says what, with the amounts. */
  'rehab_budget_approved',
  'draw_requested',
  'draw_inspected',
  'draw_approved',
  'draw_paid',
  'draw_declined',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** Kinds only staff see (internal work, not news for the borrower). */
export const STAFF_ONLY_EVENT_KINDS: readonly ApplicationEventKind[] = ['assigned'];

export const ApplicationEventSchema = v.object({
  id: uuid,
  kind: v.picklist(APPLICATION_EVENT_KINDS),
  /** The application's status after the event. */
  status: ApplicationStatusSchema,
  /** The status before, for a status change. */
  from_status: v.nullable(ApplicationStatusSchema),
  /** What staff wrote for the borrower, or what the event concerns (a document's name). */
  note: v.nullable(v.string()),
  /** Who did it: the borrower, a staff member, or the system (an expiry). */
  actor: v.picklist(['borrower', 'staff', 'system']),
  /** The staff member's name; null on the borrower's side and for other actors. */
  staff_name: v.nullable(v.string()),
  at: isoTimestamp,
});
export type ApplicationEvent = v.InferOutput<typeof ApplicationEventSchema>;

export const DOCUMENT_REQUEST_STATES = ['open', 'answered'] as const;

export const DocumentRequestSchema = v.object({
  id: uuid,
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  name: v.pipe(v.string(), v.description('The document asked for, e.g. "Purchase contract"')),
  description: v.nullable(v.string()),
  due_date: v.pipe(isoDate, v.description('YYYY-MM-DD')),
  state: v.pipe(
    v.picklist(DOCUMENT_REQUEST_STATES),
    v.description('open until the borrower sends documents, then answered'),
  ),
  requested_at: isoTimestamp,
  answered_at: v.nullable(isoTimestamp),
  documents: v.pipe(v.array(DocumentSchema), v.description('What the borrower sent for it')),
});
export type DocumentRequest = v.InferOutput<typeof DocumentRequestSchema>;

export const LOAN_OFFER_STATES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'superseded',
  'expired',
] as const;
export type LoanOfferState = (typeof LOAN_OFFER_STATES)[number];

const money = v.pipe(v.number(), v.minValue(0), v.description('US dollars, to the cent'));

/** How the loan is repaid: interest only (the principal due at the end) or amortising (level payments). */
export const REPAYMENT_TYPES = ['interest_only', 'amortising'] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];
export const REPAYMENT_LABELS: Record<RepaymentType, string> = {
  interest_only: 'Interest only',
  amortising: 'Amortising (principal and interest)',
};

/**
 * The prepayment terms a Northgate offer may carry: the few a private lender writes, in the words
 * the offer, the term sheet and its PDF print (docs/decisions/0059-term-sheet.md).
 */
export const PREPAYMENT_TERMS = [
  'none',
  'three_months_interest',
  'six_months_interest',
  'one_percent_first_year',
] as const;
export type PrepaymentTerms = (typeof PREPAYMENT_TERMS)[number];
export const PREPAYMENT_TERMS_TEXT: Record<PrepaymentTerms, string> = {
  none: 'No prepayment penalty',
  three_months_interest: 'Three months’ minimum interest',
  six_months_interest: 'Six months’ minimum interest',
  one_percent_first_year: '1% of the amount repaid in the first year',
};

export const LoanOfferSchema = v.object({
  id: uuid,
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  amount: money,
  rate_percent: v.pipe(v.number(), v.description('Annual interest rate in percent, e.g. 10.5')),
  term_months: v.pipe(v.number(), v.integer()),
  points: v.pipe(v.number(), v.description('Origination points, percent of the amount')),
  fees: money,
  repayment: v.pipe(
    v.picklist(REPAYMENT_TYPES),
    v.description(
      'interest_only: monthly interest, the principal due at the end; amortising: level payments',
    ),
  ),
  monthly_payment: v.pipe(
    money,
    v.description(
      'From @northgate/loan-math: interest only when repayment is interest_only, else principal and interest',
    ),
  ),
  holdback: v.pipe(
    money,
    v.description('The rehab holdback: part of the amount kept back at closing and released in draws'),
  ),
  prepayment_terms: v.pipe(
    v.picklist(PREPAYMENT_TERMS),
    v.description(`One of ${PREPAYMENT_TERMS.join(', ')} (PREPAYMENT_TERMS_TEXT has the words)`),
  ),
  expires_at: isoTimestamp,
  state: v.pipe(
    v.picklist(LOAN_OFFER_STATES),
    v.description(
      'expired: still open when expires_at passed; it can no longer be accepted. superseded: the borrower ' +
        'accepted another offer for the application (answered_at is that moment); it can no longer be answered',
    ),
  ),
  issued_at: isoTimestamp,
  answered_at: v.nullable(isoTimestamp),
});
export type LoanOffer = v.InferOutput<typeof LoanOfferSchema>;

/** When a condition must be cleared, in the order a loan meets them (ADR 0057). */
export const CONDITION_STAGES = ['prior_to_docs', 'prior_to_closing', 'prior_to_funding'] as const;
export type ConditionStage = (typeof CONDITION_STAGES)[number];

export const CONDITION_STAGE_LABELS: Record<ConditionStage, string> = {
  prior_to_docs: 'Before closing documents',
  prior_to_closing: 'Before closing',
  prior_to_funding: 'Before funding',
};

/** The stages that must be cleared before the application is clear to close. */
export const STAGES_BEFORE_CLEAR_TO_CLOSE: readonly ConditionStage[] = ['prior_to_docs', 'prior_to_closing'];

/** How a condition clears: the borrower uploads a document, staff record a note, or both. */
export const CONDITION_CLEARED_BY = ['borrower_upload', 'staff_note', 'both'] as const;
export type ConditionClearedBy = (typeof CONDITION_CLEARED_BY)[number];

export const CONDITION_STATES = ['open', 'cleared'] as const;

export const LoanConditionSchema = v.object({
  id: uuid,
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  stage: v.picklist(CONDITION_STAGES),
  title: v.string(),
  description: v.nullable(v.string()),
  due_date: v.pipe(isoDate, v.description('YYYY-MM-DD')),
  cleared_by: v.pipe(
    v.picklist(CONDITION_CLEARED_BY),
    v.description('borrower_upload and both need a document from the borrower; staff clear every condition'),
  ),
  state: v.picklist(CONDITION_STATES),
  upload: v.pipe(
    v.nullable(DocumentRequestSchema),
    v.description(
      'For borrower_upload and both: the document request the borrower answers (the usual upload); ' +
        'answered means the borrower part is done. Null for staff_note',
    ),
  ),
  added_at: isoTimestamp,
  cleared_at: v.nullable(isoTimestamp),
  clear_note: v.pipe(
    v.nullable(v.string()),
    v.description("Staff's note when clearing, shown to the borrower"),
  ),
  cleared_by_staff: v.pipe(
    v.nullable(v.string()),
    v.description('Who cleared it; null on the borrower side'),
  ),
  reopened_at: v.nullable(isoTimestamp),
  reopen_reason: v.pipe(v.nullable(v.string()), v.description('Why it was reopened, shown to the borrower')),
});
export type LoanCondition = v.InferOutput<typeof LoanConditionSchema>;
export const TERM_SHEET_STATES = ['awaiting_signature', 'signed', 'expired'] as const;
export type TermSheetState = (typeof TERM_SHEET_STATES)[number];

/** What the term sheet says it is, under its figures (the page and the signed PDF). */
export const TERM_SHEET_TERMS =
  'This term sheet states the terms on which Northgate Private Lending intends to make this loan. The loan is made by the loan documents signed at closing, subject to title, appraisal, insurance and the conditions your loan officer gives you; where they differ from this term sheet, the loan documents govern.';

/** Days the borrower has, from accepting the offer, to sign its term sheet (to the end of the last one). */
export const TERM_SHEET_DAYS_TO_SIGN = 7;

/**
 * The term sheet of an accepted offer: the offer's figures, the points in dollars, and the
 * borrower and property from the application (docs/decisions/0059-term-sheet.md).
 */
export const TermSheetSchema = v.object({
  id: uuid,
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  offer_id: uuid,
  borrower_name: v.pipe(v.string(), v.description('As the application gives it')),
  property: v.pipe(
    v.nullable(v.string()),
    v.description("The property's address; null when the application names none"),
  ),
  amount: money,
  rate_percent: v.number(),
  term_months: v.pipe(v.number(), v.integer()),
  points: v.pipe(v.number(), v.description('Percent of the amount')),
  points_amount: v.pipe(money, v.description('The points in dollars')),
  fees: money,
  repayment: v.picklist(REPAYMENT_TYPES),
  monthly_payment: money,
  holdback: money,
  prepayment_terms: v.picklist(PREPAYMENT_TERMS),
  accepted_at: v.pipe(
    isoTimestamp,
    v.description('When the borrower accepted the offer: the term sheet was made then'),
  ),
  sign_by: v.pipe(
    isoTimestamp,
    v.description(
      `The end of the ${TERM_SHEET_DAYS_TO_SIGN}th day after acceptance on the lender's calendar`,
    ),
  ),
  state: v.pipe(
    v.picklist(TERM_SHEET_STATES),
    v.description('expired: not signed by sign_by; it can no longer be signed'),
  ),
  signed_at: v.nullable(isoTimestamp),
  signed_name: v.pipe(v.nullable(v.string()), v.description('The typed legal name the borrower signed with')),
  pdf_sha256: v.pipe(
    v.nullable(v.string()),
    v.description('SHA-256 (hex) of the signed PDF exactly as stored and downloaded'),
  ),
});
export type TermSheet = v.InferOutput<typeof TermSheetSchema>;
