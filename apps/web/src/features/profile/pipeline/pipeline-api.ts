import type { LoanOffer } from '@northgate/contracts';
import { saveFile } from '../../../components/pdf-copy/pdf-copy-button.tsx';
import { loadApi } from '../../../session/load-api.ts';
import { startResumableUpload } from '../../../session/resumable-upload.ts';
import type { DocumentRequestActions } from './document-request-item.tsx';
import type { OfferAnswer } from './offer-card.tsx';
import type { RequestPayoffAction } from './payoff-section.tsx';
import type { RehabActions } from './rehab-actions.ts';
import type { TermSheetActions } from './term-sheet-section.tsx';

/** The document request calls on the real API: upload (purpose "requested"), remove, answer. */
export const documentRequestActions: DocumentRequestActions = {
  upload: (file, onProgress) => startResumableUpload(file, { purpose: 'requested' }, onProgress).done,
  remove: async (documentId) => {
    await (await loadApi()).removeDocument(documentId);
  },
  answer: async (requestId, documentIds) =>
    (await loadApi()).answerDocumentRequest(requestId, { document_ids: documentIds }),
};

/** Accepts or declines an offer on the real API. */
export async function answerOffer(offer: LoanOffer, answer: OfferAnswer): Promise<LoanOffer> {
  const api = await loadApi();
  return answer === 'accept' ? api.acceptLoanOffer(offer.id) : api.declineLoanOffer(offer.id);
}

/** Signs the term sheet and downloads the signed PDF on the real API. */
export const termSheetActions: TermSheetActions = {
  sign: async (applicationId, body) => (await loadApi()).signTermSheet(applicationId, body),
  download: async (applicationId, reference) =>
    saveFile(
      await (await loadApi()).downloadTermSheetPdf(applicationId),
      `northgate-term-sheet-${reference}.pdf`,
    ),
};

/** Asks for a payoff statement on the real API (ADR 0060). */
export const requestPayoff: RequestPayoffAction = async (applicationId, body) =>
  (await loadApi()).requestPayoff(applicationId, body);
/** The rehab budget and draw calls on the real API; photos go up like a requested document. */
export const rehabActions: RehabActions = {
  saveBudget: async (applicationId, body) => (await loadApi()).saveRehabBudget(applicationId, body),
  requestDraw: async (applicationId, body) => (await loadApi()).requestDraw(applicationId, body),
  upload: documentRequestActions.upload,
  remove: documentRequestActions.remove,
  download: async (photo) => saveFile(await (await loadApi()).downloadDocument(photo.id), photo.file_name),
};
