import { API_PATHS, endpoints, fillPath, type EndpointInput } from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { CallOptions, HttpClient } from './http.ts';

type AnswerBody = EndpointInput<typeof endpoints.answerDocumentRequest>['body'];
type SignBody = EndpointInput<typeof endpoints.signTermSheet>['body'];
type PayoffBody = EndpointInput<typeof endpoints.requestPayoff>['body'];
type BudgetBody = EndpointInput<typeof endpoints.saveRehabBudget>['body'];
type DrawBody = EndpointInput<typeof endpoints.requestDraw>['body'];

/** The signed-in borrower's side of the loan pipeline: status, timeline, offers, document requests. */
export function createPipelineEndpoints(http: HttpClient) {
  return {
    /** One submitted application: status, timeline, document requests and offers (404 when not yours). */
    getApplication: (applicationId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.getApplication, { params: { applicationId } }, opts),

    /** A PDF copy of a submitted application (yours, or your guest session's) as a Blob. */
    downloadApplicationPdf: (applicationId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.applicationPdf, { applicationId }), {
        ...opts,
        responseType: 'blob',
      }),

    /** Signs the accepted offer's term sheet (409 when signed already, expired or nothing to sign). */
    signTermSheet: (applicationId: string, body: SignBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.signTermSheet, { params: { applicationId }, body }, opts),

    /** The signed term sheet's PDF, exactly as stored, as a Blob. */
    downloadTermSheetPdf: (applicationId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.termSheetPdf, { applicationId }), {
        ...opts,
        responseType: 'blob',
      }),

    listLoanOffers: (opts: CallOptions = {}) => callEndpoint(http, endpoints.listLoanOffers, {}, opts),

    /** 409 when the offer expired, was withdrawn or was already answered. */
    /** Ask for a payoff statement of a funded loan (ADR 0060). */
    requestPayoff: (applicationId: string, body: PayoffBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.requestPayoff, { params: { applicationId }, body }, opts),

    acceptLoanOffer: (offerId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.acceptLoanOffer, { params: { offerId } }, opts),

    declineLoanOffer: (offerId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.declineLoanOffer, { params: { offerId } }, opts),

    listDocumentRequests: (opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.listDocumentRequests, {}, opts),

    /** Sends documents uploaded with purpose 'requested' for a request. */
    answerDocumentRequest: (requestId: string, body: AnswerBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.answerDocumentRequest, { params: { requestId }, body }, opts),

    /** The rehab budget, its progress and the draws of a short-term loan (ADR 0061). */
    getRehab: (applicationId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.getRehab, { params: { applicationId } }, opts),

    /** Saves the budget's lines in place of the earlier ones (409 once approved). */
    saveRehabBudget: (applicationId: string, body: BudgetBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.saveRehabBudget, { params: { applicationId }, body }, opts),

    /** Asks for a draw (409 with the figures when more than remains). */
    requestDraw: (applicationId: string, body: DrawBody, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.requestDraw, { params: { applicationId }, body }, opts),
  };
}
