import fastifyMultipart from '@fastify/multipart';
import { DOCUMENT_FILE_FIELD, DOCUMENT_MAX_BYTES, endpoints } from '@northgate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { createRouter } from '../../http/route.ts';
import { documentMessages } from '../../messages.ts';
import { notFound, refusalAnswer, settled } from './document-answers.ts';
import { DocumentRefused } from './document-refusal.ts';
import type { IncomingFile } from './file-intake.ts';
import { attachmentDisposition } from './file-names.ts';
import { quotas } from '../identity/rate-limits.ts';
import type { RouteContext } from '../../http/route-context.ts';

/**
 * One file of at most 10 MB, and a few small fields at most (none are read). A part's headers may
 * take 512 KB: a file name of 80,000 characters (240 KB in UTF-8) must reach the intake, which
 * shortens it; cut off at busboy's 80 KB default, the part lost its Content-Type and the PDF was
 * refused as not matching its type.
 */
export const MULTIPART_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  headerSize: 512 * 1024,
};

/**
 * The upload's one file, streaming. Only this plugin's routes parse multipart bodies (it is
 * registered inside this encapsulated plugin), so no JSON route accepts one.
 */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new HttpError(415, documentMessages.notMultipart);
  const part = await request
    .file({ limits: MULTIPART_LIMITS, throwFileSizeLimit: false })
    .catch((error: unknown) => {
      // The plugin's own refusals carry a 4xx; the parser's (no boundary, a broken body) do not.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new HttpError(400, documentMessages.incomplete);
    });
  if (part === undefined || part.fieldname !== DOCUMENT_FILE_FIELD) {
    part?.file.resume();
    throw new ValidationError([
      { loc: ['body', DOCUMENT_FILE_FIELD], msg: documentMessages.noFile, type: 'missing' },
    ]);
  }
  return {
    stream: part.file,
    fileName: part.filename,
    mimeType: part.mimetype,
    truncated: () => part.file.truncated,
  };
}

/** Reads the upload under the account's upload quota; a refused file is answered, not thrown as 5xx. */
export async function receive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DocumentRefused) throw refusalAnswer(error.reason);
    throw error;
  }
}

/** A borrower's documents under /api/v1/documents (see /api/v1/openapi.json). */
export async function documentRoutes(app: FastifyInstance, { services }: RouteContext) {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const route = createRouter(app, services);
  const documents = services.documents;

  route(endpoints.listDocuments, {
    handler: async ({ claims, query }) => ({
      documents: await documents.list(claims.subject, query.purpose),
    }),
  });

  route(endpoints.uploadDocument, {
    handler: async ({ request, claims, query }) => {
      const file = await incomingFile(request);
      // Counted before the file is read, and kept: reading and encrypting it is the work.
      await services.rateLimiter.reserve(quotas.documentUpload(request.ip, claims.subject));
      return receive(() => documents.create(claims.subject, query.purpose, file));
    },
  });

  route(endpoints.replaceDocument, {
    handler: async ({ request, claims, params }) => {
      const file = await incomingFile(request);
      await services.rateLimiter.reserve(quotas.documentUpload(request.ip, claims.subject));
      return settled(await receive(() => documents.replace(claims.subject, params.documentId, file)));
    },
  });

  route(endpoints.removeDocument, {
    handler: async ({ claims, params }) => {
      settled(await documents.remove(claims.subject, params.documentId));
      return { success: true };
    },
  });

  route(endpoints.downloadDocument, {
    handler: async ({ reply, claims, params }) => {
      const opened = await documents.open(claims.subject, params.documentId);
      if (opened === undefined) throw notFound();
      reply.headers({
        'content-type': opened.info.content_type,
        'content-length': String(opened.info.size),
        'content-disposition': attachmentDisposition(opened.info.file_name),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      return opened.file;
    },
  });
}
