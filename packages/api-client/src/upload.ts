/** One file sent as multipart/form-data, with progress where the platform reports it. */
export interface FileUpload {
  /** The multipart field name (the contract's `upload.field`). */
  field: string;
  file: Blob;
  fileName: string;
  /** Bytes sent so far and in all; called as the body goes out (XMLHttpRequest only). */
  onProgress?: (sent: number, total: number) => void;
}

export function formDataOf(upload: FileUpload): FormData {
  const form = new FormData();
  form.append(upload.field, upload.file, upload.fileName);
  return form;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress,
 * and answers like fetch's Response as far as the client reads it (status, ok, text).
 */
export function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  upload: FileUpload,
  signal: AbortSignal | undefined,
): Promise<{ status: number; ok: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded, event.total);
    };
    request.onload = () =>
      resolve({
        status: request.status,
        ok: request.status >= 200 && request.status < 300,
        text: request.responseText,
      });
    request.onerror = () => reject(new TypeError('Network error'));
    request.onabort = () =>
      reject((signal?.reason as Error | undefined) ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(formDataOf(upload));
  });
}
