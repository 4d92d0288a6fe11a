import type { Db } from '../db/database.ts';
import { removeIdentityNumbers } from './lead-summary.ts';
import type { MessageOutbox } from './messaging/outbox.ts';

export interface StaffNotice {
  subject: string;
  /** Label/value lines; never SSNs, dates of birth or account numbers. */
  lines: [label: string, value: string][];
}

/** Tells the lender's staff about new leads and messages, through the message outbox. */
export class StaffNotifications {
  constructor(
    private readonly outbox: MessageOutbox,
    private readonly staffEmail: string,
  ) {}

  /**
   * Queues the notice on `tx`, the transaction of the event it is about; `event` names that
   * event (`contact-message:<id>`), so one event is one notice. SSN-shaped numbers typed into
   * free text are removed here whatever the caller built.
   */
  async queue(tx: Db, event: string, notice: StaffNotice): Promise<string> {
    const text = notice.lines.map(([label, value]) => `${label}: ${removeIdentityNumbers(value)}`).join('\n');
    return this.outbox.enqueue(tx, {
      channel: 'email',
      recipient: this.staffEmail,
      subject: notice.subject,
      body: text,
      kind: 'notice',
      idempotencyKey: `${event}:staff`,
    });
  }
}
