import { site } from '@northgate/site-config';
import type { Db } from '../../db/database.ts';
import { mailTexts } from '../../messages.ts';
import type { MessageOutbox } from '../messaging/outbox.ts';

// The lender works on Pacific time: "received on" is the day it was there.
const lenderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

export interface ReceivedApplication {
  applicationId: string;
  reference: string;
  submittedAt: string;
  flowTitle: string;
}

/**
 * Queues the borrower's "we received your application" email on `tx`, the submit's transaction,
 * so a rolled-back submit sends nothing. It holds the reference, the flow's name and what happens
 * next; none of the answers, so no SSN, date of birth, EIN or account number can be in it.
 */
export function queueBorrowerConfirmation(
  outbox: MessageOutbox,
  tx: Db,
  recipient: string,
  application: ReceivedApplication,
): Promise<string> {
  return outbox.enqueue(tx, {
    channel: 'email',
    recipient,
    subject: mailTexts.applicationReceivedSubject(application.reference),
    body: mailTexts.applicationReceivedBody({
      flowTitle: application.flowTitle,
      reference: application.reference,
      date: lenderDate.format(new Date(application.submittedAt)),
      contact: `Call ${site.phone} (${site.hours}) or email ${site.email}.`,
    }),
    kind: 'notice',
    idempotencyKey: `application-submitted:${application.applicationId}:borrower`,
  });
}
