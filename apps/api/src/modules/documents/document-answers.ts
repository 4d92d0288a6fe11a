import { DOCUMENT_FILE_FIELD } from '@northgate/contracts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { documentMessages } from '../../messages.ts';
import type { RefusalReason } from './document-refusal.ts';
import type { ChangeOutcome } from './documents.ts';

/** Refusals answered 413 or 415 with `{error}`; the rest are 422 details on the file. */
const REFUSAL_STATUS: Partial<Record<RefusalReason, number>> = {
  incomplete: 400,
  tooLarge: 413,
  unsupportedType: 415,
  typeMismatch: 415,
};

/** The answer to a refused file, the same for a multipart upload and a resumable one. */
export function refusalAnswer(reason: RefusalReason): Error {
  const message = documentMessages[reason];
  const status = REFUSAL_STATUS[reason];
  if (status !== undefined) return new HttpError(status, message);
  return new ValidationError([{ loc: ['body', DOCUMENT_FILE_FIELD], msg: message, type: 'value_error' }]);
}

export const notFound = () => new HttpError(404, documentMessages.notFound);

/** A replace or remove's value, or its 404 or 409. */
export function settled<T>(outcome: ChangeOutcome<T>): T {
  if (outcome.kind === 'missing') throw notFound();
  if (outcome.kind === 'locked') throw new HttpError(409, documentMessages.locked);
  return outcome.value;
}
