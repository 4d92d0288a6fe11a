import type { TokenResponse } from '@northgate/contracts';
import { mailTexts } from '../messages.ts';
import type { DraftService } from './drafts.ts';
import type { EmailVerificationService } from './email-verification.ts';
import { newLeadNotice, type NewLead } from './lead-summary.ts';
import { hashPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { StaffNotifications } from './staff-notifications.ts';
import type { User, UserService } from './users.ts';

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
 * is signed in, and keeps the drafts saved as a guest. Staff hear about the new lead.
 */
export class ShortQuizAccounts {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly drafts: DraftService,
    private readonly verification: EmailVerificationService,
    private readonly staff: StaffNotifications,
  ) {}

  async create(guestSessionId: string, borrower: NewBorrower): Promise<CreateAccountOutcome> {
    if (!(await this.verification.isVerified(guestSessionId, borrower.email)))
      return { kind: 'not-verified' };
    // Checked before the (deliberately slow) hash; the insert below settles any race.
    if ((await this.users.findByEmail(borrower.email)) !== undefined) return { kind: 'email-taken' };
    const user = await this.users.createWithPassword({
      email: borrower.email,
      passwordHash: await hashPassword(borrower.password),
      firstName: borrower.firstName,
      lastName: borrower.lastName,
      cellPhone: borrower.cellPhone,
    });
    if (user === undefined) return { kind: 'email-taken' };
    await this.drafts.adoptGuestDrafts(guestSessionId, user.id);
    return { kind: 'created', user, tokens: await this.sessions.startUserSession(user.id) };
  }

  /** Tells the lender's staff about the lead; never includes SSNs, dates of birth or passwords. */
  async notifyStaff(lead: NewLead): Promise<void> {
    await this.staff.send(newLeadNotice(lead, mailTexts.newLeadSubject));
  }
}
