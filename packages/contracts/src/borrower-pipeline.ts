import * as v from 'valibot';
import { messages, signature } from '@northgate/validators';
import { StepAnswersSchema } from './answers.ts';
import { ApplicationSummarySchema } from './applications.ts';
import {
  FundedLoanSchema,
  LoanClosingSchema,
  PayoffRequestSchema,
  RequestPayoffSchema,
} from './closing-records.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';
import {
  ApplicationEventSchema,
  DocumentRequestSchema,
  LoanConditionSchema,
  LoanOfferSchema,
  TermSheetSchema,
} from './pipeline-records.ts';

/**
 * The loan pipeline as the signed-in borrower follows it: one application's status and timeline,
 * the offers to answer and the documents staff asked for. Only the borrower's own rows: another
 * borrower's id answers 404 like an unknown one.
 */

const uuidParam = (what: string) =>
  v.pipe(v.string(), v.uuid(`Unknown ${what}`), v.description(`A ${what} id`));
export const ApplicationParamsSchema = v.object({ applicationId: uuidParam('application') });
export const LoanOfferParamsSchema = v.object({ offerId: uuidParam('offer') });
export const DocumentRequestParamsSchema = v.object({ requestId: uuidParam('document request') });

export const BorrowerApplicationSchema = v.object({
  ...ApplicationSummarySchema.entries,
  updated_at: v.pipe(v.string(), v.isoTimestamp(), v.description('The last status change')),
  timeline: v.pipe(v.array(ApplicationEventSchema), v.description('Oldest first')),
  document_requests: v.pipe(
    v.array(DocumentRequestSchema),
    v.description('Oldest first; the uploads conditions ask for are under conditions'),
  ),
  offers: v.pipe(v.array(LoanOfferSchema), v.description('Newest first')),
  conditions: v.pipe(v.array(LoanConditionSchema), v.description('By stage, then due date')),
  term_sheet: v.pipe(
    v.nullable(TermSheetSchema),
    v.description('The term sheet of the accepted offer; null until an offer is accepted'),
  ),
  closing: v.pipe(
    v.nullable(LoanClosingSchema),
    v.description('The scheduled closing; null until scheduled'),
  ),
  funded_loan: v.pipe(
    v.nullable(FundedLoanSchema),
    v.description('The funded loan; its payment schedule comes from datedSchedule of @northgate/loan-math'),
  ),
  payoff_requests: v.pipe(v.array(PayoffRequestSchema), v.description('Newest first')),
  steps: v.pipe(
    v.array(StepAnswersSchema),
    v.description(
      'The answers as submitted, by step, under the questions asked; identity and account numbers show at most their last four',
    ),
  ),
});
export type BorrowerApplication = v.InferOutput<typeof BorrowerApplicationSchema>;

export const LoanOfferListSchema = v.object({
  offers: v.pipe(v.array(LoanOfferSchema), v.description('Every application of the borrower, newest first')),
});
export type LoanOfferList = v.InferOutput<typeof LoanOfferListSchema>;

export const DocumentRequestListSchema = v.object({
  document_requests: v.pipe(
    v.array(DocumentRequestSchema),
    v.description('Open ones first (soonest due first), then answered ones'),
  ),
});
export type DocumentRequestList = v.InferOutput<typeof DocumentRequestListSchema>;

/** At most this many files answer one request. */
export const DOCUMENT_REQUEST_MAX_FILES = 10;

export const AnswerDocumentRequestSchema = v.object(
  {
    document_ids: v.pipe(
      v.array(v.pipe(v.string(), v.uuid('Unknown document')), 'Choose the documents to send'),
      v.minLength(1, 'Upload at least one document'),
      v.maxLength(DOCUMENT_REQUEST_MAX_FILES, `Send at most ${DOCUMENT_REQUEST_MAX_FILES} documents at once`),
      v.description('Documents uploaded with purpose "requested" and not yet sent'),
    ),
  },
  messages.notAnObject,
);
export type AnswerDocumentRequest = v.InferInput<typeof AnswerDocumentRequestSchema>;

/**
 * What the borrower agrees to by ticking the box beside the term sheet's signature; the signed
 * PDF's e-signature record prints the same words.
 */
export const TERM_SHEET_ESIGN_CONSENT =
  'I agree to sign this term sheet electronically. My electronic signature has the same effect as signing on paper.';

export const SignTermSheetSchema = v.object(
  {
    consent: v.pipe(
      v.optional(v.boolean('Tick the box to agree to sign electronically'), false),
      v.check((given) => given, 'Tick the box to agree to sign electronically'),
      v.description('true: the borrower agreed to TERM_SHEET_ESIGN_CONSENT'),
    ),
    signature: v.pipe(
      signature(),
      v.description('The drawn signature (PNG data URL) and the typed full legal name'),
    ),
  },
  messages.notAnObject,
);
export type SignTermSheet = v.InferInput<typeof SignTermSheetSchema>;

const tag = 'pipeline';

/** A PDF copy of a submitted application (its bytes). */
export const ApplicationPdfSchema = v.pipe(v.any(), v.description("The PDF's bytes"));
const signedIn = 'No valid signed-in token (guest and staff tokens too)';
const notYours = (what: string) => `No such ${what} among your own (another account's are "not found" too)`;

export const borrowerPipelineEndpoints = {
  getApplication: defineEndpoint({
    method: 'GET',
    path: API_PATHS.application,
    tag,
    summary: 'One of your applications: status, timeline, document requests and offers',
    access: 'signed-in',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The application, with its answers in words (sensitive ones masked)',
      schema: BorrowerApplicationSchema,
    },
    errors: { 401: signedIn, 404: notYours('application') },
  }),
  downloadApplicationPdf: defineEndpoint({
    method: 'GET',
    path: API_PATHS.applicationPdf,
    tag,
    summary: 'A PDF copy of one of your submitted applications, with its e-signature record',
    description:
      'Every answer by step (identity and account numbers show their last four digits), the signature and the e-signature record. Sent as an attachment with Cache-Control: no-store. A guest may download the applications their session submitted.',
    access: 'guest-or-signed-in',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The PDF',
      schema: ApplicationPdfSchema,
      contentType: 'application/pdf',
    },
    errors: { 401: 'No valid token', 404: notYours('application') },
  }),
  signTermSheet: defineEndpoint({
    method: 'POST',
    path: API_PATHS.signTermSheet,
    tag,
    summary: 'Sign the term sheet of the accepted offer; the application moves to term_sheet_signed',
    description:
      'With the e-signature consent ticked and a signature; the API stores the signed PDF with its e-signature record (consent, time, IP, user agent) and its SHA-256 (docs/decisions/0059-term-sheet.md).',
    access: 'signed-in',
    params: ApplicationParamsSchema,
    body: SignTermSheetSchema,
    success: { status: 200, description: 'The signed term sheet', schema: TermSheetSchema },
    errors: {
      401: signedIn,
      404: notYours('application'),
      409: 'No accepted offer to sign, the term sheet is already signed, or its time to sign has passed',
      422: 'Consent not given, or no signature or legal name',
    },
  }),
  downloadTermSheetPdf: defineEndpoint({
    method: 'GET',
    path: API_PATHS.termSheetPdf,
    tag,
    summary: 'The signed term sheet as a PDF, exactly as stored when signed',
    description:
      "Its SHA-256 is the term sheet's pdf_sha256. Sent as an attachment with Cache-Control: no-store.",
    access: 'signed-in',
    params: ApplicationParamsSchema,
    success: {
      status: 200,
      description: 'The PDF',
      schema: ApplicationPdfSchema,
      contentType: 'application/pdf',
    },
    errors: { 401: signedIn, 404: 'No such application of yours, or its term sheet is not signed yet' },
  }),
  requestPayoff: defineEndpoint({
    method: 'POST',
    path: API_PATHS.payoffRequests,
    tag,
    summary: 'Ask for a payoff statement of your funded loan; staff answer with an amount good through a day',
    access: 'signed-in',
    params: ApplicationParamsSchema,
    body: RequestPayoffSchema,
    success: { status: 201, description: 'The request', schema: PayoffRequestSchema },
    errors: {
      401: signedIn,
      404: notYours('application'),
      409: 'The loan is not funded, or a request of yours is still waiting for its answer',
      422: 'A note too long, or a payoff date in the past',
    },
  }),
  listLoanOffers: defineEndpoint({
    method: 'GET',
    path: API_PATHS.loanOffers,
    tag,
    summary: 'Your loan offers, newest first',
    access: 'signed-in',
    success: { status: 200, description: 'Offers with their figures', schema: LoanOfferListSchema },
    errors: { 401: signedIn },
  }),
  acceptLoanOffer: defineEndpoint({
    method: 'POST',
    path: API_PATHS.acceptLoanOffer,
    tag,
    summary: 'Accept an open offer; the application moves to offer_accepted',
    access: 'signed-in',
    params: LoanOfferParamsSchema,
    success: { status: 200, description: 'The accepted offer', schema: LoanOfferSchema },
    errors: {
      401: signedIn,
      404: notYours('offer'),
      409: 'The offer has expired, was withdrawn, was already answered or was replaced by another offer the borrower accepted',
    },
  }),
  declineLoanOffer: defineEndpoint({
    method: 'POST',
    path: API_PATHS.declineLoanOffer,
    tag,
    summary: 'Decline an open offer; the application goes back to in_review',
    access: 'signed-in',
    params: LoanOfferParamsSchema,
    success: { status: 200, description: 'The declined offer', schema: LoanOfferSchema },
    errors: {
      401: signedIn,
      404: notYours('offer'),
      409: 'The offer has expired, was withdrawn, was already answered or was replaced by another offer the borrower accepted',
    },
  }),
  listDocumentRequests: defineEndpoint({
    method: 'GET',
    path: API_PATHS.documentRequests,
    tag,
    summary: 'Documents we asked you for, across your applications',
    access: 'signed-in',
    success: { status: 200, description: 'Open and answered requests', schema: DocumentRequestListSchema },
    errors: { 401: signedIn },
  }),
  answerDocumentRequest: defineEndpoint({
    method: 'POST',
    path: API_PATHS.answerDocumentRequest,
    tag,
    summary: "Send uploaded documents for a request (or for a condition's upload)",
    description:
      "Upload each file first (POST /api/v1/documents?purpose=requested), then send their ids here; they are locked and staff are told. A condition's `upload` is a request like any other.",
    access: 'signed-in',
    params: DocumentRequestParamsSchema,
    body: AnswerDocumentRequestSchema,
    success: { status: 200, description: 'The request, answered', schema: DocumentRequestSchema },
    errors: {
      401: signedIn,
      404: notYours('document request'),
      409: 'The application is closed (funded, declined or withdrawn)',
      422: 'No documents, too many, or documents that are not yours, not "requested" or already sent',
    },
  }),
} as const;
