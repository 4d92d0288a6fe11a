import type { Db } from '../db/database.ts';
import { affiliateApplications, contactMessages } from '../db/schema.ts';
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

/** Stores what visitors send through the contact and affiliate forms and tells the staff. */
export class InboundMessages {
  constructor(
    private readonly db: Db,
    private readonly staff: StaffNotifications,
  ) {}

  async saveContactMessage(input: ContactMessageInput): Promise<void> {
    await this.db.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      text: input.text,
      userId: input.userId ?? null,
    });
    await this.staff.send({
      subject: `New website message from ${input.name}`,
      lines: [
        ['From', `${input.name} <${input.email}>`],
        ['Signed-in borrower', input.userId ? 'yes' : 'no'],
        ['Message', input.text],
      ],
    });
  }

  async saveAffiliateApplication(input: AffiliateApplicationInput): Promise<void> {
    await this.db.insert(affiliateApplications).values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company || null,
      website: input.website || null,
      referralPlan: input.referralPlan,
    });
    await this.staff.send({
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
  }
}
