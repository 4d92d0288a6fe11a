import type { FastifyReply } from 'fastify';
import { applicationReference } from '../applications/application-reference.ts';
import { attachmentDisposition } from '../documents/file-names.ts';
import type { ApplicationRow } from '../applications/pipeline-applications.ts';
import { mismoMappings } from './mappings.ts';
import { mismoXml, type FlowMapping } from './message.ts';

/** Answers an application as a MISMO 3.4 XML download, built each time, never stored. */
export function sendApplicationMismo(
  reply: FastifyReply,
  row: ApplicationRow,
  answers: Record<string, unknown>,
): string {
  const mapping = (mismoMappings as Partial<Record<string, FlowMapping>>)[row.flowId];
  // Every application flow has a mapping (mappings.ts); a row naming another is a broken database.
  if (mapping === undefined) throw new Error(`No MISMO mapping for the application's flow ${row.flowId}`);
  const reference = applicationReference(row.id);
  const xml = mismoXml(mapping, { answers, reference, createdAt: new Date() });
  reply.headers({
    'content-type': 'application/xml; charset=utf-8',
    'content-length': String(Buffer.byteLength(xml)),
    'content-disposition': attachmentDisposition(`northgate-application-${reference}-mismo-3.4.xml`),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  return xml;
}
