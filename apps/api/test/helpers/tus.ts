import { request as httpRequest, type ClientRequest } from 'node:http';

/** What a tus call answered, over a real socket. */
export interface TusAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** tus's Upload-Metadata header: each field's name and its value in base64. */
export const uploadMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The headers of a PATCH from `offset`. */
export const patchHeaders = (offset: number) => ({
  'upload-offset': offset,
  'content-type': 'application/offset+octet-stream',
});

/**
 * One tus call to `origin` as a signed-in borrower, over a real socket; `write` gets the open
 * request to send the body its own way (slowly, cut off).
 */
export function tusCall(
  origin: string,
  method: string,
  path: string,
  token: string,
  headers: Record<string, string | number> = {},
  write: (req: ClientRequest) => void = (req) => req.end(),
): Promise<TusAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    write(req);
  });
}
