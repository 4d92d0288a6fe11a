import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  RESUMABLE_UPLOADS_PATH,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PURPOSES,
  endpoints,
  shortenedFileName,
  type DocumentInfo,
  type DocumentPurpose,
} from '@northgate/contracts';
import { Server, type ServerOptions } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { NodeRequest } from 'srvx/node';
import { authorize } from '../../http/authenticate.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { documentMessages } from '../../messages.ts';
import { quotas } from '../identity/rate-limits.ts';
import { refusalAnswer, settled } from './document-answers.ts';
import { DocumentRefused } from './document-refusal.ts';
import { EncryptedStagingStore } from './upload-staging-store.ts';

/** Route option that exempts a route from the whole-request deadline (plugins/request-deadline.ts). */
export const SILENCE_LIMITED = { silenceLimited: true } as const;

const EVERY_HOUR = 60 * 60 * 1000;

/** What tus answers for a refusal: the status, and the body in the spec's error shapes. */
interface TusAnswer {
  status_code: number;
  body: string;
}

function tusAnswer(error: unknown): TusAnswer {
  const known = error instanceof DocumentRefused ? refusalAnswer(error.reason) : error;
  if (known instanceof ValidationError)
    return { status_code: 422, body: JSON.stringify({ detail: known.detail }) };
  if (known instanceof HttpError)
    return { status_code: known.statusCode, body: JSON.stringify({ error: known.message }) };
  throw error;
}

/** Runs a hook, turning our expected failures into answers tus sends as they are. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // tus sends a thrown `{status_code, body}` as the answer: its hooks' contract, not an Error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw tusAnswer(error);
  }
}

const invalid = (field: string, msg: string) =>
  new ValidationError([{ loc: ['metadata', field], msg, type: 'value_error' }]);

/**
 * Resumable document uploads (tus 1.0.0, ADR 0046) at /api/v1/document_uploads: POST with
 * Upload-Length and Upload-Metadata (`filename`, `filetype`, and `purpose` for a new document or
 * `replaces` for one of the borrower's own), then PATCH from the offset HEAD reports. Access and
 * CSRF are those of the multipart route; a PATCH ends on silence, never on total time. Once the
 * last byte is in, the file goes through the same intake (type, size, scanner) and store as a
 * multipart upload, and the PATCH answers 200 with the document, or the same refusal.
 */
export async function resumableUploads(app: FastifyInstance, { config, services }: RouteContext) {
  const { silenceMs, expiryMs, stagingDir } = config.uploadLimits;
  const store = new EncryptedStagingStore(
    services.fieldEncryption,
    stagingDir ?? join(config.dataDir, 'resumable-uploads'),
    expiryMs,
  );
  /** The signed-in borrower of each request, set before tus sees it. */
  const owners = new WeakMap<IncomingMessage, string>();
  const nodeRequest = (req: Request) =>
    (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  const ownerOf = (req: Request): string => {
    const node = nodeRequest(req);
    const owner = node === undefined ? undefined : owners.get(node);
    if (owner === undefined) throw new HttpError(401, documentMessages.uploadNotFound);
    return owner;
  };
  const nameContext = (id: string) => `documents.upload_name:${id}`;

  const options: Omit<ServerOptions, 'locker'> & { datastore: EncryptedStagingStore } = {
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store,
    // The Location the client resumes at: a path on the site that started it.
    relativeLocation: true,
    onIncomingRequest: (req, id) =>
      answering(async () => {
        const upload = await store.getUpload(id).catch(() => undefined);
        // Another borrower's upload is simply not found, like their documents.
        if (upload !== undefined && upload.metadata?.owner !== ownerOf(req)) {
          throw new HttpError(404, documentMessages.uploadNotFound);
        }
      }),
    onUploadCreate: (req, upload) =>
      answering(async () => {
        const owner = ownerOf(req);
        const metadata = upload.metadata ?? {};
        if (upload.size === undefined) throw new HttpError(400, documentMessages.uploadLength);
        if (upload.size > DOCUMENT_MAX_BYTES) throw refusalAnswer('tooLarge');
        const replaces = metadata.replaces ?? undefined;
        const purpose = metadata.purpose ?? undefined;
        if (replaces !== undefined) settled(await services.documents.changeable(owner, replaces));
        else if (!DOCUMENT_PURPOSES.includes(purpose as DocumentPurpose)) {
          throw invalid('purpose', 'Choose what the document is for');
        }
        const node = nodeRequest(req);
        await services.rateLimiter.reserve(quotas.documentUpload(node?.socket.remoteAddress ?? '', owner));
        // The name is the borrower's: kept encrypted beside the staged bytes, like the documents'.
        const fileName = shortenedFileName(metadata.filename ?? '');
        return {
          metadata: {
            owner,
            ...(replaces === undefined ? { purpose: purpose as string } : { replaces }),
            filetype: metadata.filetype ?? '',
            filename: services.fieldEncryption.encrypt(fileName, nameContext(upload.id)),
          },
        };
      }),
    onUploadFinish: (req, upload) =>
      answering(async () => {
        // Checking and storing is our work, not the client's silence.
        nodeRequest(req)?.setTimeout(0);
        try {
          const document = await finish(ownerOf(req), upload);
          return {
            status_code: 200,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(document),
          };
        } finally {
          await store.remove(upload.id).catch(() => undefined);
        }
      }),
  };
  const tus = new Server(options);

  async function finish(owner: string, upload: Upload): Promise<DocumentInfo> {
    const metadata = upload.metadata ?? {};
    const file = {
      stream: store.plainBytes(upload.id),
      fileName: services.fieldEncryption.decrypt(metadata.filename ?? '', nameContext(upload.id)),
      mimeType: metadata.filetype ?? '',
      truncated: () => false,
    };
    const replaces = metadata.replaces ?? undefined;
    if (replaces !== undefined) return settled(await services.documents.replace(owner, replaces, file));
    return services.documents.create(owner, metadata.purpose as DocumentPurpose, file);
  }

  // Abandoned uploads go with their staged bytes: at start (after a restart) and every hour.
  const cleanUp = () =>
    tus
      .cleanUpExpiredUploads()
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload cleanup failed'));
  await cleanUp();
  const timer = setInterval(() => void cleanUp(), Math.min(EVERY_HOUR, expiryMs));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // tus reads the body itself, as it arrives: Fastify parses none here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const access = endpoints.uploadDocument.access;
  for (const url of [RESUMABLE_UPLOADS_PATH, `${RESUMABLE_UPLOADS_PATH}/:uploadId`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
      url,
      config: SILENCE_LIMITED,
      handler: async (request, reply) => {
        const claims = await authorize(request, services, access);
        if (claims === undefined) throw new HttpError(401, documentMessages.uploadNotFound);
        owners.set(request.raw, claims.subject);
        // No bytes for this long and the socket goes; the client resumes where it stopped.
        request.raw.setTimeout(silenceMs, () => request.raw.socket.destroy());
        const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
        reply.code(answer.status);
        answer.headers.forEach((value, name) => void reply.header(name, value));
        const body = Buffer.from(await answer.arrayBuffer());
        // Our refusals are JSON in the spec's shapes; tus's own protocol errors stay plain text.
        if (body[0] === 0x7b) reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(body.length > 0 ? body : undefined);
      },
    });
  }
}
