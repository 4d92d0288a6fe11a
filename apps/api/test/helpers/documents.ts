import type { FastifyInstance } from 'fastify';
import { freshIp } from './fixtures.ts';
import { multipart, type Part } from './sample-files.ts';

/** Calls of the document endpoints as a signed-in borrower. */
export function documentCalls(app: () => FastifyInstance) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = (method: 'POST' | 'PUT', url: string, token: string, parts: Part[], ip = freshIp()) => {
    const { body, contentType } = multipart(parts);
    return app().inject({
      method,
      url,
      payload: body,
      headers: { ...auth(token), 'content-type': contentType },
      remoteAddress: ip,
    });
  };
  return {
    upload: (token: string, purpose: string, part: Part, ip?: string) =>
      send('POST', `/api/v1/documents?purpose=${purpose}`, token, [part], ip),
    uploadParts: (token: string, purpose: string, parts: Part[]) =>
      send('POST', `/api/v1/documents?purpose=${purpose}`, token, parts),
    replace: (token: string, id: string, part: Part) => send('PUT', `/api/v1/documents/${id}`, token, [part]),
    list: (token: string, query = '') =>
      app().inject({ url: `/api/v1/documents${query}`, headers: auth(token) }),
    download: (token: string, id: string) =>
      app().inject({ url: `/api/v1/documents/${id}/file`, headers: auth(token) }),
    remove: (token: string, id: string) =>
      app().inject({ method: 'DELETE', url: `/api/v1/documents/${id}`, headers: auth(token) }),
  };
}
