import { APPLICATION_STATUS_TEXT, type ApplicationStatus } from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderDay, formatLenderMoment, site } from '@northgate/site-config';
import type { Db } from '../../db/database.ts';
import type { RehabMail } from '../../messages.ts';
import { pipelineMailTexts } from '../../pipeline-mail-texts.ts';
import type { MessageOutbox } from '../messaging/outbox.ts';

/**
 * The borrower's emails about their application, each queued on the transaction of the change it
 * tells of and keyed by that change's timeline event (one email per event). None holds an answer.
 */

const contact = () => `Call ${site.phone} (${site.hours}) or email ${site.email}.`;
export interface NoticeTarget {
  outbox: MessageOutbox;
  tx: Db;
  recipient: string;
  eventId: string;
  reference: string;
}

const send = (target: NoticeTarget, kind: string, subject: string, body: string) =>
  target.outbox.enqueue(target.tx, {
    channel: 'email',
    recipient: target.recipient,
    subject,
    body,
    kind: 'notice',
    idempotencyKey: `application-${kind}:${target.eventId}:borrower`,
  });

export function queueStatusNotice(target: NoticeTarget, status: ApplicationStatus, note?: string | null) {
  const { label, next } = APPLICATION_STATUS_TEXT[status];
  return send(
    target,
    'status',
    pipelineMailTexts.statusSubject(target.reference, label),
    pipelineMailTexts.statusBody({
      reference: target.reference,
      label,
      next,
      ...(note ? { note } : {}),
      contact: contact(),
    }),
  );
}

export function queueDocumentRequestNotice(
  target: NoticeTarget,
  request: { name: string; description: string | null; dueDate: string },
) {
  return send(
    target,
    'document-request',
    pipelineMailTexts.documentRequestSubject(target.reference),
    pipelineMailTexts.documentRequestBody({
      reference: target.reference,
      name: request.name,
      ...(request.description ? { description: request.description } : {}),
      due: formatLenderDay(`${request.dueDate}T12:00:00Z`),
      contact: contact(),
    }),
  );
}

export function queueOfferNotice(
  target: NoticeTarget,
  offer: { amount: number; ratePercent: number; termMonths: number; monthlyPayment: number; expiresAt: Date },
) {
  return send(
    target,
    'offer',
    pipelineMailTexts.offerSubject(target.reference),
    pipelineMailTexts.offerBody({
      reference: target.reference,
      amount: formatUsd(offer.amount),
      rate: `${offer.ratePercent}%`,
      term: offer.termMonths,
      payment: formatUsd(offer.monthlyPayment),
      expires: formatLenderMoment(offer.expiresAt),
      contact: contact(),
    }),
  );
}

export function queueOfferWithdrawnNotice(target: NoticeTarget) {
  return send(
    target,
    'offer-withdrawn',
    pipelineMailTexts.offerWithdrawnSubject(target.reference),
    pipelineMailTexts.offerWithdrawnBody({ reference: target.reference, contact: contact() }),
  );
}

/** A condition added, cleared or reopened: what it is, when it is due and what the borrower does. */
export function queueConditionNotice(
  target: NoticeTarget,
  change: 'added' | 'cleared' | 'reopened',
  condition: {
    title: string;
    description: string | null;
    dueDate: string;
    clearedBy: string;
    clearNote: string | null;
    reopenReason: string | null;
  },
) {
  const due = formatLenderDay(`${condition.dueDate}T12:00:00Z`);
  const upload = condition.clearedBy !== 'staff_note';
  const texts = {
    reference: target.reference,
    title: condition.title,
    due,
    upload,
    contact: contact(),
    ...(condition.description ? { description: condition.description } : {}),
  };
  if (change === 'added') {
    return send(
      target,
      'condition-added',
      pipelineMailTexts.conditionAddedSubject(target.reference),
      pipelineMailTexts.conditionAddedBody(texts),
    );
  }
  if (change === 'cleared') {
    return send(
      target,
      'condition-cleared',
      pipelineMailTexts.conditionClearedSubject(target.reference),
      pipelineMailTexts.conditionClearedBody({ ...texts, note: condition.clearNote ?? '' }),
    );
  }
  return send(
    target,
    'condition-reopened',
    pipelineMailTexts.conditionReopenedSubject(target.reference),
    pipelineMailTexts.conditionReopenedBody({ ...texts, reason: condition.reopenReason ?? '' }),
  );
}

/** A rehab budget or draw step (ADR 0061), its texts built by `rehabMessages.mail`. */
export function queueRehabNotice(target: NoticeTarget, mail: RehabMail) {
  return send(target, mail.kind, mail.subject(target.reference), mail.body(target.reference, contact()));
}
