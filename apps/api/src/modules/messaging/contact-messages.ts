import { inTransaction, type Db } from '../../db/database.ts';
import { affiliateApplications, contactMessages } from '../../db/schema.ts';
import type { OutboxWorker } from './outbox-worker.ts';
import type { StaffNotifications } from './staff-notifications.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  text: string;
  userId?: string | undefined;
}

export interface AffiliateApplicationInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  referralPlan: string;
}

/**
 * Stores what visitors send through the contact and affiliate forms and tells the staff: the row
 * and the staff notice commit together, so neither exists without the other.
 */
export class InboundMessages {
  constructor(
    private readonly db: Db,
    private readonly staff: StaffNotifications,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
  ) {}

  async saveContactMessage(input: ContactMessageInput): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const [saved] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          text: input.text,
          userId: input.userId ?? null,
        })
        .returning({ id: contactMessages.id });
      await this.staff.queue(tx, `contact-message:${(saved as { id: string }).id}`, {
        subject: `New website message from ${input.name}`,
        lines: [
          ['From', `${input.name} <${input.email}>`],
          ['Signed-in borrower', input.userId ? 'yes' : 'no'],
          ['Message', input.text],
        ],
      });
    });
    this.worker.wake();
  }

  async saveAffiliateApplication(input: AffiliateApplicationInput): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const [saved] = await tx
        .insert(affiliateApplications)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company || null,
          website: input.website || null,
          referralPlan: input.referralPlan,
        })
        .returning({ id: affiliateApplications.id });
      await this.staff.queue(tx, `affiliate-application:${(saved as { id: string }).id}`, {
        subject: `New affiliate application: ${input.name}`,
        lines: [
          ['Name', input.name],
          ['Email', input.email],
          ['Phone', input.phone],
          ['Company', input.company || '(none given)'],
          ['Website', input.website || '(none given)'],
          ['How they would refer borrowers', input.referralPlan],
        ],
      });
    });
    this.worker.wake();
  }
}
