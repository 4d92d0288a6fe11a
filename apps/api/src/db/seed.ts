import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/identity/passwords.ts';
import type { StaffSecondFactors } from '../modules/staff/staff-second-factors.ts';
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
  /**
   * The demo staff member's authenticator secret (ADR 0052), in the README: add it to any
   * authenticator app, or run `pnpm staff:code` for the current code. Local mode only: a staff
   * member made by `pnpm staff:create` has no factor and enrols one at first sign-in.
   */
  totpSecret: 'NORTHGATEDEMOSTAFFSECRETTOTP2345',
} as const;

/**
 * Local mode only: creates the demo staff member unless it exists, with the demo TOTP secret
 * unless they have a factor. Returns true when the member was created.
 */
export async function seedDemoStaff(db: Db, factors: StaffSecondFactors): Promise<boolean> {
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
  const [staff] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, demoStaff.email));
  if (staff !== undefined) await factors.seedConfirmedTotp(staff.id, demoStaff.totpSecret);
  return inserted.length > 0;
}
