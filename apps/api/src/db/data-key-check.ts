import { eq } from 'drizzle-orm';
import type { FieldEncryption } from '../field-encryption.ts';
import type { Db } from './database.ts';
import { dataKeyCheck } from './schema.ts';

const ROW_ID = 1;
const CONTEXT = 'data_key_check.sealed:1';
const PLAINTEXT = 'Northgate data key check';

export const DATA_KEY_MISMATCH =
  'DATA_ENCRYPTION_KEY does not match the key this database was written with: start with the key it was written with (encrypted fields and documents cannot be read with another).';

/**
 * Whether `encryption`'s key is the one this database was written with. The first start seals a
 * known text into `data_key_check` (several processes starting at once keep whichever row was
 * written first); every later start must open it. A database written before this check gets its
 * row from the first start after it, with whatever key that start has.
 */
export async function dataKeyMatches(db: Db, encryption: FieldEncryption): Promise<boolean> {
  await db
    .insert(dataKeyCheck)
    .values({ id: ROW_ID, sealed: encryption.encrypt(PLAINTEXT, CONTEXT) })
    .onConflictDoNothing();
  const [row] = await db.select().from(dataKeyCheck).where(eq(dataKeyCheck.id, ROW_ID));
  if (row === undefined) return false;
  try {
    return encryption.decrypt(row.sealed, CONTEXT) === PLAINTEXT;
  } catch {
    return false;
  }
}
