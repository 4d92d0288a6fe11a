import { eq } from 'drizzle-orm';
import { hashPassword } from '../services/passwords.ts';
import type { Db } from './database.ts';
import { users } from './schema.ts';

export const demoBorrower = {
  email: 'demo@borrower.test',
  password: 'Demo-Borrower-2025!',
  firstName: 'Dana',
  lastName: 'Demo',
  /** A valid NANP number in the 555-0100 to 555-0199 range kept for fiction; verified. */
  cellPhone: '+12125550199',
} as const;

/** Local mode only: creates the demo borrower unless it exists. Returns true when it was created. */
export async function seedDemoBorrower(db: Db): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demoBorrower.email));
  if (existing.length > 0) return false;
  const inserted = await db
    .insert(users)
    .values({
      email: demoBorrower.email,
      passwordHash: await hashPassword(demoBorrower.password),
      firstName: demoBorrower.firstName,
      lastName: demoBorrower.lastName,
      cellPhone: demoBorrower.cellPhone,
      phoneVerifiedAt: new Date(),
      status: 1,
    })
    // Two processes seeding at once: the unique email index keeps one row.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return inserted.length > 0;
}
