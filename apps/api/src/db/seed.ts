import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/identity/passwords.ts';
import type { Db } from './database.ts';
import { staffMembers, users } from './schema.ts';

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

/** The back office's demo staff member (local mode only; listed in the README). An admin, so every screen works. */
export const demoStaff = {
  email: 'staff@northgate.test',
  password: 'Northgate-Staff-2025!',
  firstName: 'Sam',
  lastName: 'Staff',
  role: 'admin',
} as const;

/** Local mode only: creates the demo staff member unless it exists. Returns true when it was created. */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(staffMembers)
    .values({
      email: demoStaff.email,
      passwordHash: await hashPassword(demoStaff.password),
      firstName: demoStaff.firstName,
      lastName: demoStaff.lastName,
      role: demoStaff.role,
    })
    .onConflictDoNothing({ target: staffMembers.email })
    .returning({ id: staffMembers.id });
  return inserted.length > 0;
}
