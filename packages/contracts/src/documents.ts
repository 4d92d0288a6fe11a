import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';
import { API_PATHS } from './paths.ts';

/**
 * A borrower's uploaded documents (our own endpoints): ID documents and bank statements of the
 * long form first, then every flow's uploads. The type is decided by the file's contents, never by
 * its name; docs/decisions/0014-document-storage.md.
 */

/** At most this many bytes per file (10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A file's name is shown and stored with at most this many characters. */
export const DOCUMENT_NAME_MAX_LENGTH = 120;

/**
 * A name cut to DOCUMENT_NAME_MAX_LENGTH characters with its extension kept ("…statement.pdf"):
 * the browser sends it so, and the API cuts any longer name the same way, so a name of any length
 * still says what the file claims to be.
 */
export function shortenedFileName(name: string): string {
  // By code point, so no emoji is cut in half.
  const characters = Array.from(name);
  if (characters.length <= DOCUMENT_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 8 ? name.slice(dot) : '';
  const kept = characters
    .slice(0, DOCUMENT_NAME_MAX_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${kept}${extension}`;
}

/** The file types accepted, by the MIME type the API detects from the contents. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * What a document is for: the long form's ID front and back, bank statements, and a document
 * staff asked for (a document request, answered with POST document_requests/:requestId/documents).
 */
export const DOCUMENT_PURPOSES = ['idFront', 'idBack', 'bankStatement', 'requested'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

/**
 * A photo staff attached to a draw's inspection (ADR 0061): stored with the borrower's documents
 * (the borrower may download it) but never uploaded, listed by purpose or sent by the borrower.
 */
export const INSPECTION_PHOTO_PURPOSE = 'inspection';

/** Every purpose a stored document may have: the borrower's, and staff's inspection photos. */
export const STORED_DOCUMENT_PURPOSES = [...DOCUMENT_PURPOSES, INSPECTION_PHOTO_PURPOSE] as const;
export type StoredDocumentPurpose = (typeof STORED_DOCUMENT_PURPOSES)[number];

/** The multipart field that carries the file. */
export const DOCUMENT_FILE_FIELD = 'file';

const purpose = v.pipe(
  v.picklist(DOCUMENT_PURPOSES, 'Choose what the document is for'),
  v.description('What the document is for'),
);
const documentId = v.pipe(v.string(), v.uuid('Unknown document'), v.description('A document id'));

export const DocumentParamsSchema = v.object({ documentId });
export const UploadDocumentQuerySchema = v.object({ purpose });
export const ListDocumentsQuerySchema = v.object({ purpose: v.optional(purpose) });

export const DocumentSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  purpose: v.picklist(STORED_DOCUMENT_PURPOSES),
  file_name: v.pipe(v.string(), v.description('The name the file had, made safe to show')),
  content_type: v.pipe(v.picklist(DOCUMENT_TYPES), v.description('Detected from the contents')),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Bytes')),
  uploaded_at: v.pipe(v.string(), v.isoTimestamp()),
  locked: v.pipe(
    v.boolean(),
    v.description('Part of a submitted application: it can no longer be replaced or removed'),
  ),
});
export type DocumentInfo = v.InferOutput<typeof DocumentSchema>;

export const DocumentListSchema = v.object({ documents: v.array(DocumentSchema) });
export type DocumentList = v.InferOutput<typeof DocumentListSchema>;

/** A download's body: the file's bytes (the server streams them; nothing in JSON). */
export const DocumentFileSchema = v.pipe(v.any(), v.description("The file's bytes"));

const upload = {
  field: DOCUMENT_FILE_FIELD,
  maxBytes: DOCUMENT_MAX_BYTES,
  types: DOCUMENT_TYPES,
} as const;

const tag = 'documents';
const signedIn = 'No valid signed-in token (guest tokens too)';
const notYours = 'No such document among your own (another account\'s documents are "not found" too)';
const refusedFile = {
  400: 'The multipart body broke off or could not be read',
  413: 'The file is larger than 10 MB',
  415: 'Not multipart/form-data; or not a JPEG, PNG, HEIC or PDF; or the contents do not match the type the file claims',
  422: 'An empty file, a password-protected PDF, a damaged file, or a file the scanner refused (loc ["body", "file"])',
  429: 'Too many uploads; Retry-After says when to try again',
} as const;

export const documentEndpoints = {
  listDocuments: defineEndpoint({
    method: 'GET',
    path: API_PATHS.documents,
    tag,
    summary: "The signed-in borrower's documents, oldest first",
    access: 'signed-in',
    query: ListDocumentsQuerySchema,
    success: { status: 200, description: 'Documents without their contents', schema: DocumentListSchema },
    errors: { 401: signedIn, 422: 'An unknown purpose' },
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: API_PATHS.documents,
    tag,
    summary: 'Upload one file (multipart/form-data, field "file")',
    description:
      'The file is streamed, checked (type by content, size, structure, encryption, the scanner) and stored encrypted.',
    access: 'signed-in',
    query: UploadDocumentQuerySchema,
    upload,
    success: { status: 201, description: 'Stored', schema: DocumentSchema },
    errors: { 401: signedIn, ...refusedFile },
  }),
  downloadDocument: defineEndpoint({
    method: 'GET',
    path: API_PATHS.documentFile,
    tag,
    summary: 'Download one of your documents',
    description: 'Sent as an attachment with Cache-Control: no-store.',
    access: 'signed-in',
    params: DocumentParamsSchema,
    success: {
      status: 200,
      description: 'The file, with its detected Content-Type',
      schema: DocumentFileSchema,
      contentType: 'application/octet-stream',
    },
    errors: { 401: signedIn, 404: notYours },
  }),
  replaceDocument: defineEndpoint({
    method: 'PUT',
    path: API_PATHS.document,
    tag,
    summary: 'Replace the file of a document not yet submitted',
    access: 'signed-in',
    params: DocumentParamsSchema,
    upload,
    success: { status: 200, description: 'The document with its new file', schema: DocumentSchema },
    errors: { 401: signedIn, 404: notYours, 409: 'Already part of a submitted application', ...refusedFile },
  }),
  removeDocument: defineEndpoint({
    method: 'DELETE',
    path: API_PATHS.document,
    tag,
    summary: 'Remove a document not yet submitted',
    access: 'signed-in',
    params: DocumentParamsSchema,
    success: { status: 200, description: 'Removed', schema: v.object({ success: v.boolean() }) },
    errors: { 401: signedIn, 404: notYours, 409: 'Already part of a submitted application' },
  }),
} as const;
