import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents, users } from '../../db/schema.ts';
import type { DocumentStore } from '../documents/document-store.ts';

export type AccountDeletionOutcome =
  { kind: 'deleted'; files: number; filesLeft: readonly string[] } | { kind: 'missing' };

/**
 * Deletes a borrower account: its row (sessions, drafts, codes and document rows go with it by
 * cascade; submitted applications stay as the lender's record, without the account) and then the
 * encrypted files of its documents. Files go after the commit, so a refused delete never leaves
 * rows that point at nothing; a file that could not be removed is answered by storage key (never
 * a name) for the operator to retry.
 */
export class AccountDeletion {
  constructor(
    private readonly db: Db,
    private readonly store: DocumentStore,
  ) {}

  async deleteByEmail(email: string): Promise<AccountDeletionOutcome> {
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    return user === undefined ? { kind: 'missing' } : this.delete(user.id);
  }

  async delete(userId: string): Promise<AccountDeletionOutcome> {
    const keys = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (user === undefined) return undefined;
      const files = await tx
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
      return files.map((file) => file.storageKey);
    });
    if (keys === undefined) return { kind: 'missing' };
    const filesLeft: string[] = [];
    for (const key of keys) {
      try {
        await this.store.delete(key);
      } catch {
        filesLeft.push(key);
      }
    }
    return { kind: 'deleted', files: keys.length - filesLeft.length, filesLeft };
  }
}
