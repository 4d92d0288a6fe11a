import type { DocumentStorageConfig } from '../../config/document-storage-config.ts';
import type { DocumentStore } from './document-store.ts';
import { LocalDocumentStore } from './local-document-store.ts';
import { S3DocumentStore } from './s3-document-store.ts';

/** The store DOCUMENT_STORAGE selects, with a `close` for the app's shutdown. */
export function createDocumentStore(config: DocumentStorageConfig): DocumentStore & { close(): void } {
  if (config.driver === 's3') return new S3DocumentStore(config);
  return Object.assign(new LocalDocumentStore(config.directory), { close: () => undefined });
}
