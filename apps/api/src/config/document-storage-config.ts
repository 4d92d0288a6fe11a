import { isAbsolute, join, resolve } from 'node:path';

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

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/** Reads DOCUMENT_STORAGE and its settings; throws a RangeError naming what is wrong. */
export function loadDocumentStorageConfig(env: Env, dataDir: string): DocumentStorageConfig {
  const driver = value(env, 'DOCUMENT_STORAGE') ?? 'local';
  if (driver === 'local') {
    const directory = value(env, 'DOCUMENTS_DIR');
    return {
      driver,
      directory:
        directory === undefined
          ? join(dataDir, 'documents')
          : isAbsolute(directory)
            ? directory
            : resolve(dataDir, directory),
    };
  }
  if (driver !== 's3') throw new RangeError(`DOCUMENT_STORAGE must be "local" or "s3", got "${driver}"`);
  const bucket = value(env, 'S3_BUCKET');
  if (bucket === undefined) throw new RangeError('DOCUMENT_STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new RangeError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const pathStyle = value(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new RangeError(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${pathStyle}"`);
  }
  const endpoint = value(env, 'S3_ENDPOINT');
  return {
    driver,
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    // S3-compatible servers usually need path-style; AWS itself prefers virtual hosts.
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
    prefix: value(env, 'S3_PREFIX') ?? '',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}
