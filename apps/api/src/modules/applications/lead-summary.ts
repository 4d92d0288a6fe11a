import { reviewAnswers, type StepAnswers } from '@northgate/lending-flows';
import type { Flow, FlowValues } from '@northgate/form-engine/core';
import { applicationReference } from './application-reference.ts';
import type { NoticeLine, StaffNotice } from '../messaging/staff-notifications.ts';

export interface NewLead {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or null when not given. */
  cellPhone: string | null;
  /** The lead's short quiz as the server holds it (the guest's draft), or undefined when there is none. */
  quiz: { flow: Flow; values: FlowValues } | undefined;
}

const MAX_VALUE_LENGTH = 500;

/** One line per value, so a value can never forge another line of the notice. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_VALUE_LENGTH ? `${flat.slice(0, MAX_VALUE_LENGTH)}…` : flat;
}

/**
 * Answers as notice lines: each step's title, then its answers labelled with the questions the
 * borrower was asked. The declarations decide what a notice leaves out (every sensitive answer:
 * identity and account numbers, birth dates, codes), so no list of keys lives here.
 */
export function noticeLinesOf(steps: readonly StepAnswers[], skip: (path: string) => boolean = () => false) {
  const lines: NoticeLine[] = [];
  for (const step of steps) {
    const rows = step.rows.filter((row) => !skip(row.path));
    if (rows.length === 0) continue;
    lines.push({ heading: step.title });
    for (const row of rows) lines.push([[...row.within, row.label].join(' › '), oneLine(row.value)]);
  }
  return lines;
}

// Who the lead is opens the notice; the same answers are not repeated among the quiz's.
const HEADER_PATHS = new Set(['firstName', 'lastName', 'email', 'mobilePhone']);

/** The staff email about a new short-quiz lead: who they are, then what they answered. */
export function newLeadNotice(lead: NewLead, subject: (name: string) => string): StaffNotice {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const answers =
    lead.quiz === undefined
      ? []
      : noticeLinesOf(reviewAnswers(lead.quiz.flow, lead.quiz.values, 'notice'), (path) =>
          HEADER_PATHS.has(path),
        );
  return {
    subject: subject(name),
    lines: [
      ['Name', name],
      ['Email', lead.email],
      ['Phone', lead.cellPhone ?? '(not given)'],
      ['Email verified', 'yes'],
      ...answers,
    ],
  };
}

export interface SubmittedApplicationSummary {
  flowTitle: string;
  applicationId: string;
  submittedAt: string;
  /** The account's email, or undefined for a guest (anonymous flows). */
  accountEmail: string | undefined;
  /** The answers as notice lines (`applicationNoticeLines`), sensitive ones left out. */
  answerLines: NoticeLine[];
}

/**
 * The staff email about a submitted application: which one, who sent it, then the answers
 * (identity numbers, birth dates and account numbers left out; they stay encrypted in the database).
 */
export function newApplicationNotice(
  application: SubmittedApplicationSummary,
  subject: (flowTitle: string) => string,
): StaffNotice {
  return {
    subject: subject(application.flowTitle),
    lines: [
      ['Application', application.flowTitle],
      ['Reference', applicationReference(application.applicationId)],
      ['Application id', application.applicationId],
      ['Submitted', application.submittedAt],
      ['Account', application.accountEmail ?? 'Not signed in (guest)'],
      ...application.answerLines,
    ],
  };
}
