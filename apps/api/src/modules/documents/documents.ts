import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  DocumentInfo,
  DocumentPurpose,
  DocumentType,
  StoredDocumentPurpose,
} from '@northgate/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema.ts';
import type { FieldEncryption } from '../../field-encryption.ts';
import type { DocumentStore } from './document-store.ts';
import { FileIntake, type IncomingFile, type StagedFile } from './file-intake.ts';
import { displayFileName } from './file-names.ts';

type Row = typeof documents.$inferSelect;
export type DocumentRow = Row;

/** A document of its owner: its details and, once asked for, its plain bytes. */
export interface OpenedDocument {
  info: DocumentInfo;
  file: Readable;
}

export type ChangeOutcome<T> = { kind: 'done'; value: T } | { kind: 'missing' } | { kind: 'locked' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every UUID-shaped string in an application's answers: the documents it may refer to. */
export function documentIdsIn(answers: unknown): string[] {
  if (typeof answers === 'string') return UUID.test(answers) ? [answers] : [];
  if (Array.isArray(answers)) return answers.flatMap(documentIdsIn);
  if (typeof answers === 'object' && answers !== null) return Object.values(answers).flatMap(documentIdsIn);
  return [];
}

const nameContext = (id: string) => `documents.file_name:${id}`;

/**
 * A borrower's documents: metadata rows in `documents`, encrypted files in the DocumentStore.
 * Every look-up is by owner and id together, so another account's document is simply not found.
 * A file is stored before its row is written, and deleted after its row is gone: a failure in
 * between leaves at worst an unreferenced encrypted file, never a row without its file.
 */
export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly cipher: FieldEncryption,
    private readonly store: DocumentStore,
    private readonly intake: FileIntake,
  ) {}

  async list(userId: string, purpose?: DocumentPurpose): Promise<DocumentInfo[]> {
    const rows = await this.db
      .select()
      .from(documents)
      .where(
        and(eq(documents.userId, userId), purpose === undefined ? undefined : eq(documents.purpose, purpose)),
      )
      .orderBy(asc(documents.createdAt), asc(documents.id));
    return rows.map((row) => this.toInfo(row));
  }

  /**
   * Receives, checks and stores a new document; throws DocumentRefused for a refused file. Staff's
   * inspection photos come this way too, owned by the borrower (ADR 0061).
   */
  async create(userId: string, purpose: StoredDocumentPurpose, file: IncomingFile): Promise<DocumentInfo> {
    const staged = await this.intake.receive(file);
    const id = randomUUID();
    await this.keep(staged);
    const [row] = await this.db
      .insert(documents)
      .values({
        id,
        userId,
        purpose,
        storageKey: staged.storageKey,
        fileNameEncrypted: this.cipher.encrypt(displayFileName(file.fileName, staged.type), nameContext(id)),
        contentType: staged.type,
        size: staged.size,
      })
      .returning();
    return this.toInfo(row as Row);
  }

  /** Puts a new file in place of a document's, unless the document is missing or locked. */
  async replace(userId: string, id: string, file: IncomingFile): Promise<ChangeOutcome<DocumentInfo>> {
    const before = await this.find(userId, id);
    if (before === undefined) return { kind: 'missing' };
    if (before.lockedAt !== null) return { kind: 'locked' };
    const staged = await this.intake.receive(file);
    await this.keep(staged);
    const [row] = await this.db
      .update(documents)
      .set({
        storageKey: staged.storageKey,
        fileNameEncrypted: this.cipher.encrypt(displayFileName(file.fileName, staged.type), nameContext(id)),
        contentType: staged.type,
        size: staged.size,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.lockedAt)))
      .returning();
    if (row === undefined) {
      // Removed or locked while the new file streamed in: the new file goes, the answer says why.
      await this.store.delete(staged.storageKey);
      return (await this.find(userId, id)) === undefined ? { kind: 'missing' } : { kind: 'locked' };
    }
    await this.store.delete(before.storageKey);
    return { kind: 'done', value: this.toInfo(row) };
  }

  /** Whether the owner's document may be replaced now: `done` if so, else why not. */
  async changeable(userId: string, id: string): Promise<ChangeOutcome<true>> {
    const row = UUID.test(id) ? await this.find(userId, id) : undefined;
    if (row === undefined) return { kind: 'missing' };
    return row.lockedAt === null ? { kind: 'done', value: true } : { kind: 'locked' };
  }

  async remove(userId: string, id: string): Promise<ChangeOutcome<true>> {
    const before = await this.find(userId, id);
    if (before === undefined) return { kind: 'missing' };
    if (before.lockedAt !== null) return { kind: 'locked' };
    const [gone] = await this.db
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.lockedAt)))
      .returning({ storageKey: documents.storageKey });
    if (gone === undefined) return { kind: 'locked' };
    await this.store.delete(gone.storageKey);
    return { kind: 'done', value: true };
  }

  /** The owner's documents among `ids`, oldest first; other accounts' ids are left out. */
  async ofOwner(userId: string, ids: readonly string[]): Promise<Row[]> {
    const own = [...new Set(ids)].filter((id) => UUID.test(id));
    if (own.length === 0) return [];
    return this.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), inArray(documents.id, own)))
      .orderBy(asc(documents.createdAt), asc(documents.id));
  }

  /** The owner's document with its plain bytes streaming from the store; undefined if not theirs. */
  async open(userId: string, id: string): Promise<OpenedDocument | undefined> {
    const row = await this.find(userId, id);
    if (row === undefined) return undefined;
    const ciphertext = await this.store.get(row.storageKey);
    return { info: this.toInfo(row), file: this.intake.decrypt(ciphertext, row.storageKey) };
  }

  /**
   * Locks the owner's documents among `ids` (those a submitted application refers to), in the
   * submit's transaction; ids that are not the owner's are ignored.
   */
  async lock(tx: Db, userId: string, ids: readonly string[]): Promise<void> {
    const own = [...new Set(ids)].filter((id) => UUID.test(id));
    if (own.length === 0) return;
    await tx
      .update(documents)
      .set({ lockedAt: new Date() })
      .where(and(eq(documents.userId, userId), inArray(documents.id, own), isNull(documents.lockedAt)));
  }

  private async find(userId: string, id: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, userId)));
    return row;
  }

  private async keep(staged: StagedFile): Promise<void> {
    try {
      await this.store.put(staged.storageKey, FileIntake.read(staged), staged.encryptedSize);
    } finally {
      await staged.discard();
    }
  }

  /** What a list shows of a document row (the file name decrypted). */
  toInfo(row: Row): DocumentInfo {
    return {
      id: row.id,
      purpose: row.purpose as StoredDocumentPurpose,
      file_name: this.cipher.decrypt(row.fileNameEncrypted, nameContext(row.id)),
      content_type: row.contentType as DocumentType,
      size: row.size,
      uploaded_at: row.createdAt.toISOString(),
      locked: row.lockedAt !== null,
    };
  }
}
