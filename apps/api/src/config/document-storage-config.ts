import { isAbsolute, join, resolve } from 'node:path';
import type { Env } from './env-schema.ts';

/**
 * Where uploaded documents are kept (docs/decisions/0014-document-storage.md). Files are
 * encrypted before they reach either store, so the store only ever holds ciphertext.
 */
export type DocumentStorageConfig =
  | {
      driver: 'local';
      /** A folder of encrypted files named by random ids. */
      directory: string;
    }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** For S3-compatible services (MinIO, Ceph, R2…); unset means AWS itself. */
      endpoint: string | undefined;
      /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services need. */
      forcePathStyle: boolean;
      /** Prepended to every object key, e.g. `documents/`. */
      prefix: string;
      /** Both set, or neither (then the SDK's own chain: instance role, AWS_* variables, profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** DOCUMENT_STORAGE and its settings, checked by config/env-schema.ts; relative paths are under `dataDir`. */
export function documentStorageConfig(env: Env, dataDir: string): DocumentStorageConfig {
  if (env.DOCUMENT_STORAGE === 'local') {
    const directory = env.DOCUMENTS_DIR;
    return {
      driver: 'local',
      directory:
        directory === undefined
          ? join(dataDir, 'documents')
          : isAbsolute(directory)
            ? directory
            : resolve(dataDir, directory),
    };
  }
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  // The schema has refused s3 without a bucket.
  if (bucket === undefined) throw new Error('DOCUMENT_STORAGE=s3 without S3_BUCKET');
  return {
    driver: 's3',
    bucket,
    region: env.S3_REGION,
    endpoint,
    // S3-compatible servers usually need path-style; AWS itself prefers virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    prefix: env.S3_PREFIX ?? '',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}
