import type { Flow } from '@northgate/form-engine/core';
import { applicantEmail, isFlowId } from '@northgate/lending-flows';
import { pages } from '@northgate/site-config';
import type { Db } from '../../db/database.ts';
import { mailTexts } from '../../messages.ts';
import type { Services } from '../../services.ts';
import { documentIdsIn } from '../documents/documents.ts';
import type { DraftOwner, SigningContext, SubmitOutcome, SubmittedApplication } from '../drafts/drafts.ts';
import type { User } from '../identity/users.ts';
import { applicationNoticeLines } from './application-notice-lines.ts';
import { queueBorrowerConfirmation } from './borrower-confirmation.ts';
import { newApplicationNotice } from './lead-summary.ts';

export interface SubmitRequest {
  flow: Flow;
  owner: DraftOwner;
  /** The browser's key: a repeated submit answers with the first application. */
  idempotencyKey: string;
  signing: SigningContext;
}

/**
 * Turns a complete draft into an application: the draft's steps are checked and stored as the
 * application, and in the same transaction the staff's notice and the borrower's confirmation
 * are queued and the documents the answers refer to are locked. Nothing is sent unless the
 * application was stored, and nothing stored goes without its messages.
 */
export async function submitApplication(services: Services, request: SubmitRequest): Promise<SubmitOutcome> {
  const { flow, owner } = request;
  // Looked up before the transaction: PGlite has one connection, so nothing inside may use another.
  const account = owner.kind === 'user' ? await services.users.findById(owner.userId) : undefined;
  const outcome = await services.drafts.submit(
    flow,
    owner,
    request.idempotencyKey,
    onSubmitted(services, flow, account),
    request.signing,
    // The long form never asks the name: its signature is checked against the account's.
    account === undefined ? {} : { account: { firstName: account.firstName, lastName: account.lastName } },
  );
  if (outcome.kind === 'created') services.outboxWorker.wake();
  return outcome;
}

/** What the borrower's confirmation calls the application, where the page title does not read as one. */
const CONFIRMATION_TITLES: Partial<Record<string, string>> = { shortQuiz: 'Pre-qualification request' };

/**
 * What a new application sets off, in its transaction: the staff's email about it, the borrower's
 * confirmation with the reference (to the account's address, or for a guest the one the
 * application gives), and the lock on its documents. The short quiz's staff email is its lead
 * notice, sent with the account; its borrower still gets the reference.
 */
function onSubmitted(services: Services, flow: Flow, account: User | undefined) {
  const flowTitle = isFlowId(flow.id) ? pages[flow.id].title : flow.id;
  return async (tx: Db, created: { application: SubmittedApplication; answers: Record<string, unknown> }) => {
    const { application, answers } = created;
    const recipient = account?.email ?? applicantEmail(flow.id, answers);
    if (recipient !== undefined) {
      await queueBorrowerConfirmation(services.outbox, tx, recipient, {
        applicationId: application.application_id,
        reference: application.reference,
        submittedAt: application.submitted_at,
        flowTitle: CONFIRMATION_TITLES[flow.id] ?? flowTitle,
      });
    }
    if (flow.id === 'shortQuiz') return;
    const notice = newApplicationNotice(
      {
        flowTitle,
        applicationId: application.application_id,
        submittedAt: application.submitted_at,
        accountEmail: account?.email,
        answerLines: applicationNoticeLines(flow.id, answers),
      },
      mailTexts.newApplicationSubject,
    );
    await services.staff.queue(tx, `application-submitted:${application.application_id}`, notice);
    // The documents the answers refer to are part of the application now: no more changes.
    if (account !== undefined) await services.documents.lock(tx, account.id, documentIdsIn(answers));
  };
}
