import * as v from 'valibot';

// Uploaded documents as a step keeps them: the ids the document endpoints gave, never a file
// name or a path. The files themselves stay with the API (docs/decisions/0014-document-storage.md).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DOCUMENT_ID_MESSAGE = 'Upload the file again';

/** Whether `value` is a stored document's id. */
export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** One uploaded document's id, or '' before one is uploaded. */
export const documentId = () =>
  v.union([v.literal(''), v.pipe(v.string(), v.regex(UUID, DOCUMENT_ID_MESSAGE))], DOCUMENT_ID_MESSAGE);

/** Several uploaded documents' ids (statements), at most `max`. */
export const documentIds = (max: number) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(UUID, DOCUMENT_ID_MESSAGE)), DOCUMENT_ID_MESSAGE),
      v.maxLength(max, `Upload at most ${max} files`),
    ),
    [],
  );
