import type { LoanOffer } from '@northgate/contracts';
import { loadApi } from '../../../session/load-api.ts';
import { startResumableUpload } from '../../../session/resumable-upload.ts';
import type { DocumentRequestActions } from './document-request-item.tsx';
import type { OfferAnswer } from './offer-card.tsx';

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
