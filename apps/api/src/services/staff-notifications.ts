import type { Mailer } from './messaging/mailer.ts';

export interface StaffNotice {
  subject: string;
  /** Label/value lines; never SSNs, dates of birth or account numbers. */
  lines: [label: string, value: string][];
}

/** Tells the lender's staff about new leads and messages through the mail adapter. */
export class StaffNotifications {
  constructor(
    private readonly mailer: Mailer,
    private readonly staffEmail: string,
  ) {}

  async send(notice: StaffNotice): Promise<void> {
    const text = notice.lines.map(([label, value]) => `${label}: ${value}`).join('\n');
    await this.mailer.send({ to: this.staffEmail, subject: notice.subject, text });
  }
}
