import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { flowApplications, users } from '../../db/schema.ts';
import { RecentAnswers } from '../drafts/recent-answers.ts';

export type User = typeof users.$inferSelect;
type ApplicationStatus = (typeof flowApplications.$inferSelect)['status'];

// `user_info` in one prepared query (ADR 0026): the profile and the status of the most recently
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

type ProfileWithStatus = Awaited<ReturnType<ReturnType<typeof prepareProfileWithStatus>['execute']>>[number];

/**
 * How long a process keeps a `user_info` answer (ADR 0030). Every write to the account or its
 * applications forgets it at once through the `user_info_changed` notification; this only bounds
 * what a notification lost with its connection could cost.
 */
export const USER_INFO_CACHE_MS = 10_000;
const USER_INFO_CACHE_ENTRIES = 20_000;

export class UserService {
  private readonly profileWithStatus: ReturnType<typeof prepareProfileWithStatus>;

  constructor(
    private readonly db: Db,
    /** Also told by the change notifications of every process (ADR 0030). */
    readonly profiles = new RecentAnswers<ProfileWithStatus>(USER_INFO_CACHE_MS, USER_INFO_CACHE_ENTRIES),
  ) {
    this.profileWithStatus = prepareProfileWithStatus(db);
  }

  /**
   * The fields `user_info` answers with and the latest application's status; undefined for no
   * such user. Remembered until the account or its applications change (ADR 0030).
   */
  async findProfileWithStatus(id: string): Promise<ProfileWithStatus | undefined> {
    const known = this.profiles.get(id);
    if (known !== undefined) return known;
    const startedAt = this.profiles.begin();
    const [row] = await this.profileWithStatus.execute({ id });
    if (row !== undefined) this.profiles.remember(id, row, startedAt);
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
