import { ApiError, isSameOrigin, readCookie } from '@northgate/api-client';
import {
  RESUMABLE_UPLOADS_PATH,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  shortenedFileName,
  type DocumentInfo,
  type DocumentPurpose,
} from '@northgate/contracts';
import { Upload, type DetailedError } from 'tus-js-client';
import { loadApi } from './load-api.ts';
import { tokenStore } from './session-store.ts';

/** A new document of this purpose, or a new file for one of the borrower's documents. */
export type UploadTarget = { purpose: DocumentPurpose } | { replaces: string };

/** An upload under way: it resolves with the stored document, or fails with the server's reason. */
export interface ResumableUpload {
  readonly done: Promise<DocumentInfo>;
  /** Continues a failed upload from the last byte the server has. */
  resume(): Promise<DocumentInfo>;
}

// A phone that loses its connection retries for about a minute before the borrower is asked.
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
// Each PATCH carries the rest of the file: the server limits silence, not a request's length.

function failure(error: Error): ApiError {
  const response = (error as DetailedError).originalResponse;
  if (response === null) return new ApiError({ status: null, cause: error });
  const text = response.getBody();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // tus's own protocol errors are plain text.
  }
  return new ApiError({ status: response.getStatus(), body, cause: error });
}

/**
 * Uploads a file with tus (ADR 0046): it survives a dropped connection and continues where it
 * stopped, retrying by itself for a while, and the browser remembers it so a reload resumes too.
 * The borrower's token and the CSRF token go with every request; a 401 refreshes the session once.
 */
export function startResumableUpload(
  file: File,
  target: UploadTarget,
  onProgress: (sent: number, total: number) => void,
): ResumableUpload {
  let refreshed = false;
  let settle: { resolve: (document: DocumentInfo) => void; reject: (error: ApiError) => void } | undefined;
  const upload = new Upload(file, {
    endpoint: RESUMABLE_UPLOADS_PATH,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    metadata: {
      filename: shortenedFileName(file.name),
      filetype: file.type,
      ...('purpose' in target ? { purpose: target.purpose } : { replaces: target.replaces }),
    },
    onBeforeRequest: (request) => {
      const token = tokenStore.get()?.access_token;
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      const csrf = typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE_NAME);
      if (csrf && isSameOrigin(request.getURL(), window.location.origin))
        request.setHeader(CSRF_HEADER_NAME, csrf);
    },
    onShouldRetry: (error, _attempt, options) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401 && !refreshed) {
        refreshed = true;
        return true;
      }
      // A refusal (4xx) is final; a network failure or a server hiccup is tried again.
      return (
        (status === 0 || status >= 500 || status === 409 || status === 423) && options.retryDelays !== null
      );
    },
    onAfterResponse: async (_request, response) => {
      if (response.getStatus() === 401 && refreshed) await (await loadApi()).refreshSession();
    },
    onProgress,
    onSuccess: ({ lastResponse }) => settle?.resolve(JSON.parse(lastResponse.getBody()) as DocumentInfo),
    onError: (error) => settle?.reject(failure(error)),
  });
  const run = () =>
    new Promise<DocumentInfo>((resolve, reject) => {
      settle = { resolve, reject };
      // A file the browser remembers (a reload, a second try) continues from the server's offset.
      void upload.findPreviousUploads().then((previous) => {
        const last = previous[0];
        if (last !== undefined) upload.resumeFromPreviousUpload(last);
        upload.start();
      });
    });
  return { done: run(), resume: run };
}
