/** Why an upload was refused; the route turns each into an answer (document-routes.ts). */
export type RefusalReason =
  | 'incomplete'
  | 'tooLarge'
  | 'empty'
  | 'unsupportedType'
  | 'typeMismatch'
  | 'encryptedPdf'
  | 'damaged'
  | 'infected';

export class DocumentRefused extends Error {
  override name = 'DocumentRefused';
  constructor(readonly reason: RefusalReason) {
    super(`Upload refused: ${reason}`);
  }
}
