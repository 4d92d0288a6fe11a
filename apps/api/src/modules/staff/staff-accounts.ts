import type { StaffMember, StaffRole } from '@northgate/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, staffMembers } from '../../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';

export type StaffRow = typeof staffMembers.$inferSelect;

export interface NewStaffMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

export const staffName = (row: Pick<StaffRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role as StaffRole,
  };
}

/** Thrown inside a transaction that would leave no active admin; the transaction rolls back. */
export class LastAdminError extends Error {
  constructor() {
    super('the last active admin');
  }
}

/**
 * Locks the active admins and throws LastAdminError when the staff member with `email` is the only
 * one: two admins disabling or demoting each other at once cannot both pass (ADR 0054).
 */
export async function refuseLastAdmin(tx: Db, email: string): Promise<void> {
  const admins = await tx
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)))
    .for('update');
  if (admins.length === 1 && admins[0]?.email === email) throw new LastAdminError();
}

/** Back-office accounts: created by `pnpm staff:create` (or the local seed), never by sign-up. */
export class StaffAccounts {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<StaffRow | undefined> {
    const [row] = await this.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, email.trim().toLowerCase()));
    return row;
  }

  async findById(id: string): Promise<StaffRow | undefined> {
    const [row] = await this.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    return row;
  }

  /** Active (not disabled) staff member by id, for sign-in, refresh and assignment. */
  async findActive(id: string): Promise<StaffRow | undefined> {
    const row = await this.findById(id);
    return row?.disabledAt === null ? row : undefined;
  }

  async list(): Promise<StaffRow[]> {
    return this.db
      .select()
      .from(staffMembers)
      .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
  }

  /**
   * The back office's assignees (its filter and picker): everyone who has set a password, disabled
   * members too (shown as such). Someone invited who has not accepted yet cannot sign in, so no
   * application can be theirs (ADR 0054).
   */
  async assignees(): Promise<StaffRow[]> {
    return this.db
      .select()
      .from(staffMembers)
      .where(isNotNull(staffMembers.passwordHash))
      .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
  }

  /** An active staff member who has set a password: one an application may be assigned to. */
  async findAssignable(id: string): Promise<StaffRow | undefined> {
    const row = await this.findActive(id);
    return row?.passwordHash === null ? undefined : row;
  }

  /** Names by id, for lists that show who did something. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.select().from(staffMembers).where(inArray(staffMembers.id, unique));
    return new Map(rows.map((row) => [row.id, staffName(row)]));
  }

  /** A new staff member; undefined when the email is taken. */
  async create(input: NewStaffMember): Promise<StaffRow | undefined> {
    const [created] = await this.db
      .insert(staffMembers)
      .values({
        email: input.email.trim().toLowerCase(),
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
      })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    return created;
  }

  /**
   * Disables a staff member and ends every session they hold, in one transaction: their next
   * request is refused (each server process hears of the ended sessions through the
   * `session_ended` notification, ADR 0030) and they cannot sign in again. Undefined when no
   * staff member has the email.
   */
  async disable(
    email: string,
    options: { keepAnAdmin?: boolean } = {},
  ): Promise<{ staff: StaffRow; endedSessions: number } | undefined> {
    return this.db.transaction(async (tx) => {
      if (options.keepAnAdmin) await refuseLastAdmin(tx, email.trim().toLowerCase());
      const [staff] = await tx
        .update(staffMembers)
        .set({ disabledAt: sql`coalesce(${staffMembers.disabledAt}, now())` })
        .where(eq(staffMembers.email, email.trim().toLowerCase()))
        .returning();
      if (staff === undefined) return undefined;
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'staff member disabled' })
        .where(and(eq(sessions.staffMemberId, staff.id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return { staff, endedSessions: ended.length };
    });
  }

  /** Lets a disabled staff member sign in again; undefined when no staff member has the email. */
  async enable(email: string): Promise<StaffRow | undefined> {
    const [staff] = await this.db
      .update(staffMembers)
      .set({ disabledAt: null })
      .where(eq(staffMembers.email, email.trim().toLowerCase()))
      .returning();
    return staff;
  }
}
