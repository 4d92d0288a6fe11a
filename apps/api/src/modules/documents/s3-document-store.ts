import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { DocumentStorageConfig } from '../../config/document-storage-config.ts';
import { assertStorageKey, DocumentMissingError, type DocumentStore } from './document-store.ts';

type S3Config = Extract<DocumentStorageConfig, { driver: 's3' }>;

/**
 * Objects in an S3 bucket, or any S3-compatible service (`S3_ENDPOINT`), through the AWS SDK v3.
 * Bodies are streamed with their length; the bucket's own encryption may be on too, but the
 * files are already encrypted with the data encryption key before they leave the API.
 */
export class S3DocumentStore implements DocumentStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
      forcePathStyle: config.forcePathStyle,
      // No streamed "aws-chunked" checksum bodies, which many S3-compatible servers store as sent;
      // each chunk's GCM tag already proves the file intact when it is read back.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Readable, length: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return answer.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) throw new DocumentMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the SDK's connections. */
  close(): void {
    this.client.destroy();
  }
}
