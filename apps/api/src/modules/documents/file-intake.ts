import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_MAX_BYTES, type DocumentType } from '@northgate/contracts';
import type { FieldEncryption } from '../../field-encryption.ts';
import { DocumentRefused } from './document-refusal.ts';
import type { DocumentScanner } from './document-scanner.ts';
import { decryptingStream, encryptingStream } from './file-encryption.ts';
import { FileInspector } from './file-inspector.ts';
import { claimedTypes, detectType } from './file-types.ts';

/** One file as the multipart parser hands it over. */
export interface IncomingFile {
  stream: Readable;
  /** The name the client sent (untrusted: shown, never used as a path). */
  fileName: string;
  /** The part's Content-Type as the client sent it. */
  mimeType: string;
  /** Whether the parser cut the file at its size limit; read once `stream` has ended. */
  truncated(): boolean;
}

/** A file that passed every check, encrypted in the staging folder until it is stored. */
export interface StagedFile {
  storageKey: string;
  type: DocumentType;
  size: number;
  /** The staging copy (ciphertext): its path and its length. */
  path: string;
  encryptedSize: number;
  discard(): Promise<void>;
}

/** The context a file's chunks are encrypted under: its storage key, so a moved file does not open. */
export const fileContext = (storageKey: string) => `documents.file:${storageKey}`;

/**
 * Reads an upload once, end to end: counted, inspected and encrypted as it streams into a
 * staging file, then checked (size, type by content against what it claims, PDF encryption,
 * the scanner). A refused file is deleted and DocumentRefused thrown; plain bytes never touch disk.
 */
export class FileIntake {
  constructor(
    private readonly cipher: FieldEncryption,
    private readonly scanner: DocumentScanner,
    private readonly stagingDir: string,
  ) {}

  async receive(file: IncomingFile): Promise<StagedFile> {
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
    const storageKey = randomUUID();
    const path = join(this.stagingDir, storageKey);
    const discard = () => rm(path, { force: true });
    // A body that breaks off or is not valid multipart fails the parser's stream (perhaps before
    // it is read): the client's doing, not a failure of ours.
    let cutShort = file.stream.errored !== null;
    file.stream.once('error', () => {
      cutShort = true;
    });
    try {
      const inspector = new FileInspector();
      await pipeline(
        file.stream,
        inspector,
        encryptingStream(this.cipher, fileContext(storageKey)),
        createWriteStream(path, { flags: 'wx', mode: 0o600 }),
      ).catch((error: unknown) => {
        throw cutShort || file.stream.errored !== null ? new DocumentRefused('incomplete') : error;
      });
      const seen = inspector.result();
      const type = await this.check(file, seen.size, seen.head, seen.mentionsEncrypt);
      const verdict = await this.scanner.scan({
        type,
        size: seen.size,
        head: seen.head,
        tail: seen.tail,
        open: () => this.openStaged(path, storageKey),
      });
      if (!verdict.accepted) throw new DocumentRefused(verdict.reason);
      return { storageKey, type, size: seen.size, path, encryptedSize: (await stat(path)).size, discard };
    } catch (error) {
      await discard();
      throw error;
    }
  }

  private async check(
    file: IncomingFile,
    size: number,
    head: Buffer,
    mentionsEncrypt: boolean,
  ): Promise<DocumentType> {
    if (file.truncated() || size > DOCUMENT_MAX_BYTES) throw new DocumentRefused('tooLarge');
    if (size === 0) throw new DocumentRefused('empty');
    const type = await detectType(head);
    if (type === undefined) throw new DocumentRefused('unsupportedType');
    if (claimedTypes(file.fileName, file.mimeType).some((claim) => claim !== type)) {
      throw new DocumentRefused('typeMismatch');
    }
    if (type === 'application/pdf' && mentionsEncrypt) throw new DocumentRefused('encryptedPdf');
    return type;
  }

  private openStaged(path: string, storageKey: string): Readable {
    const decrypt = decryptingStream(this.cipher, fileContext(storageKey));
    const source = createReadStream(path);
    source.on('error', (error) => decrypt.destroy(error));
    return source.pipe(decrypt);
  }

  /** Opens a stored file's plain bytes from the store's ciphertext stream. */
  decrypt(ciphertext: Readable, storageKey: string): Readable {
    const decrypt = decryptingStream(this.cipher, fileContext(storageKey));
    ciphertext.on('error', (error) => decrypt.destroy(error));
    return ciphertext.pipe(decrypt);
  }

  /** The staged file's ciphertext, to hand to the store. */
  static read(staged: StagedFile): Readable {
    return createReadStream(staged.path);
  }
}
