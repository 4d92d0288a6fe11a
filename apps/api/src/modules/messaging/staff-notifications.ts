import type { Db } from '../../db/database.ts';
import type { MessageOutbox } from './outbox.ts';

/** A label and its value, or a heading over the lines after it (a step's title). */
export type NoticeLine = readonly [label: string, value: string] | { readonly heading: string };

export interface StaffNotice {
  subject: string;
  /** Never SSNs, dates of birth or account numbers: answers come from `reviewAnswers(…, 'notice')`. */
  lines: NoticeLine[];
}

// Defence in depth for free text: an SSN typed into a comment box is not a declared SSN field.
const SSN_IN_TEXT = /\b\d{3}-\d{2}-\d{4}\b/g;

/** Free text with SSN-shaped numbers (123-45-6789) replaced by "[removed]". */
export function removeIdentityNumbers(text: string): string {
  return text.replace(SSN_IN_TEXT, '[removed]');
}

/** The notice as the email's plain text: headings on a line of their own after a blank line. */
export function noticeText(lines: readonly NoticeLine[]): string {
  return lines
    .map((line) =>
      'heading' in line
        ? `\n${removeIdentityNumbers(line.heading)}`
        : `${line[0]}: ${removeIdentityNumbers(line[1])}`,
    )
    .join('\n');
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
    const text = noticeText(notice.lines);
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
