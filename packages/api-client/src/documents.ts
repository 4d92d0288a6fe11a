import {
  API_PATHS,
  DOCUMENT_FILE_FIELD,
  endpoints,
  fillPath,
  type DocumentPurpose,
} from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { CallOptions, HttpClient } from './http.ts';

export interface UploadOptions extends CallOptions {
  /** Bytes sent so far and in all, as the file goes out. */
  onProgress?: (sent: number, total: number) => void;
}

const fileUpload = (file: Blob, fileName: string, onProgress: UploadOptions['onProgress']) => ({
  field: DOCUMENT_FILE_FIELD,
  file,
  fileName,
  ...(onProgress === undefined ? {} : { onProgress }),
});

/** Typed calls of the document endpoints (a signed-in borrower's uploads). */
export function createDocumentEndpoints(http: HttpClient) {
  return {
    /** The borrower's documents (all, or those of one purpose), without their contents. */
    listDocuments: (purpose?: DocumentPurpose, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.listDocuments, { query: purpose === undefined ? {} : { purpose } }, opts),

    /** Uploads one file; the server decides its type from its contents and may refuse it (413/415/422). */
    uploadDocument: (purpose: DocumentPurpose, file: Blob, fileName: string, opts: UploadOptions = {}) => {
      const { onProgress, ...rest } = opts;
      return callEndpoint(
        http,
        endpoints.uploadDocument,
        { query: { purpose } },
        { ...rest, upload: fileUpload(file, fileName, onProgress) },
      );
    },

    /** Puts a new file in place of a document's (before the application is submitted). */
    replaceDocument: (documentId: string, file: Blob, fileName: string, opts: UploadOptions = {}) => {
      const { onProgress, ...rest } = opts;
      return callEndpoint(
        http,
        endpoints.replaceDocument,
        { params: { documentId } },
        { ...rest, upload: fileUpload(file, fileName, onProgress) },
      );
    },

    /** One of the borrower's documents as a Blob: their uploads, and the inspector's photos of their draws. */
    downloadDocument: (documentId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.documentFile, { documentId }), {
        ...opts,
        responseType: 'blob',
      }),

    /** Removes a document (before the application is submitted). */
    removeDocument: (documentId: string, opts: CallOptions = {}) =>
      callEndpoint(http, endpoints.removeDocument, { params: { documentId } }, opts),
  };
}
