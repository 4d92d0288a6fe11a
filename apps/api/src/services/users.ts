import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { flowApplications, users } from '../db/schema.ts';

export type User = typeof users.$inferSelect;
type ApplicationStatus = (typeof flowApplications.$inferSelect)['status'];

// `user_info` in one prepared query (issue 20): the profile and the status of the most recently
// submitted application (null with none), ordered as the pipeline orders them.
const prepareProfileWithStatus = (db: Db) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      cellPhone: users.cellPhone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      latestStatus: sql<ApplicationStatus | null>`(
        select ${flowApplications.status} from ${flowApplications}
        where ${flowApplications.userId} = ${sql.placeholder('id')}
        order by ${flowApplications.submittedAt} desc
        limit 1
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_profile_with_status');

export class UserService {
  private readonly profileWithStatus: ReturnType<typeof prepareProfileWithStatus>;

  constructor(private readonly db: Db) {
    this.profileWithStatus = prepareProfileWithStatus(db);
  }

  /** The fields `user_info` answers with and the latest application's status; undefined for no such user. */
  async findProfileWithStatus(id: string) {
    const [row] = await this.profileWithStatus.execute({ id });
    return row;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return user;
  }

  async findById(id: string): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /**
   * A new account with a password; undefined when the email already has one (even a moment ago).
   * `db`: a caller's transaction, when something must commit with the account.
   */
  async createWithPassword(
    input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      cellPhone: string | null;
    },
    db: Db = this.db,
  ): Promise<User | undefined> {
    const [created] = await db
      .insert(users)
      .values({ ...input, email: input.email.trim().toLowerCase() })
      .onConflictDoNothing()
      .returning();
    return created;
  }

  async setName(userId: string, firstName: string, lastName: string): Promise<void> {
    await this.db
      .update(users)
      .set({ firstName, lastName, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /**
   * The account for a verified Google identity: the one already linked, else the one with the
   * same (provider-verified) email, which gets linked; else a new account.
   */
  async findOrCreateFromGoogle(identity: {
    subject: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<User> {
    const [linked] = await this.db.select().from(users).where(eq(users.googleSubject, identity.subject));
    if (linked !== undefined) return linked;
    const email = identity.email.toLowerCase();
    const byEmail = await this.findByEmail(email);
    if (byEmail !== undefined) {
      const [updated] = await this.db
        .update(users)
        .set({ googleSubject: identity.subject, updatedAt: sql`now()` })
        .where(eq(users.id, byEmail.id))
        .returning();
      return updated as User;
    }
    const [created] = await this.db
      .insert(users)
      .values({
        email,
        googleSubject: identity.subject,
        firstName: identity.firstName,
        lastName: identity.lastName,
      })
      .returning();
    return created as User;
  }
}
