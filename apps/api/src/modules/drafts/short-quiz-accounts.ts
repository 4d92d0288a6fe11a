import type { TokenResponse } from '@northgate/contracts';
import { flows } from '@northgate/lending-flows';
import { inTransaction, type Db } from '../../db/database.ts';
import { mailTexts } from '../../messages.ts';
import type { DraftService } from './drafts.ts';
import type { EmailVerificationService } from '../identity/email-verification.ts';
import { newLeadNotice } from '../applications/lead-summary.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { SessionService } from '../identity/sessions.ts';
import type { StaffNotifications } from '../messaging/staff-notifications.ts';
import type { User, UserService } from '../identity/users.ts';

export interface NewBorrower {
  /** Lower-cased. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164, or null when not given. */
  cellPhone: string | null;
}

export type CreateAccountOutcome =
  { kind: 'created'; user: User; tokens: TokenResponse } | { kind: 'not-verified' } | { kind: 'email-taken' };

/**
 * The short quiz's last step: the guest who verified an email gets an account with that email,
 * is signed in, and keeps the drafts saved as a guest. Staff hear about the new lead: the notice
 * is queued in the account's transaction, so an account never goes unannounced.
 */
export class ShortQuizAccounts {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly drafts: DraftService,
    private readonly verification: EmailVerificationService,
    private readonly staff: StaffNotifications,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
  ) {}

  async create(guestSessionId: string, borrower: NewBorrower): Promise<CreateAccountOutcome> {
    if (!(await this.verification.isVerified(guestSessionId, borrower.email)))
      return { kind: 'not-verified' };
    // Checked before the (deliberately slow) hash; the insert below settles any race.
    if ((await this.users.findByEmail(borrower.email)) !== undefined) return { kind: 'email-taken' };
    const passwordHash = await hashPassword(borrower.password);
    // The staff notice reads the quiz as the server holds it, in the words of its questions.
    const quiz = await this.drafts.load(flows.shortQuiz, { kind: 'guest', guestSessionId });
    const user = await inTransaction(this.db, async (tx) => {
      const created = await this.users.createWithPassword(
        {
          email: borrower.email,
          passwordHash,
          firstName: borrower.firstName,
          lastName: borrower.lastName,
          cellPhone: borrower.cellPhone,
        },
        tx,
      );
      if (created !== undefined) {
        // What the quiz's fields declare sensitive stays out (lead-summary.ts reads it as a notice).
        const { firstName, lastName, email, cellPhone } = created;
        const lead = {
          firstName,
          lastName,
          email,
          cellPhone,
          quiz: { flow: flows.shortQuiz, values: quiz.values },
        };
        await this.staff.queue(
          tx,
          `short-quiz-lead:${created.id}`,
          newLeadNotice(lead, mailTexts.newLeadSubject),
        );
      }
      return created;
    });
    if (user === undefined) return { kind: 'email-taken' };
    this.worker.wake();
    await this.drafts.adoptGuestDrafts(guestSessionId, user.id);
    return { kind: 'created', user, tokens: await this.sessions.startUserSession(user.id) };
  }
}
