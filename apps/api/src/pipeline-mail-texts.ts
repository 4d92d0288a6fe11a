/**
 * The borrower's emails about their loan's progress after submission (ADR 0017, 0057, 0059, 0060):
 * status changes, document requests, offers, conditions, the closing, funding and payoff statements.
 */

/** Every pipeline email ends with who to ask. */
export const contactLine = (contact: string) => `Questions? ${contact}`;

/**
 * To the borrower about their application's progress: the reference, what changed and what happens
 * next, never their answers (so no SSN, birth date or account number). The note is staff's own words.
 */
interface ConditionMail {
  reference: string;
  title: string;
  description?: string;
  due: string;
  /** The borrower uploads something for it. */
  upload: boolean;
  contact: string;
}

export const pipelineMailTexts = {
  statusSubject: (reference: string, label: string) => `Your application ${reference}: ${label}`,
  statusBody: (a: { reference: string; label: string; next: string; note?: string; contact: string }) =>
    [
      `Your application ${a.reference} is now: ${a.label}.`,
      ...(a.note ? [`A note from your loan officer: ${a.note}`] : []),
      a.next,
      'You can follow your application in your profile on our website.',
      contactLine(a.contact),
    ].join('\n\n'),
  documentRequestSubject: (reference: string) => `We need a document for your application ${reference}`,
  documentRequestBody: (a: {
    reference: string;
    name: string;
    description?: string;
    due: string;
    contact: string;
  }) =>
    [
      `To keep working on your application ${a.reference}, we need: ${a.name}.`,
      ...(a.description ? [a.description] : []),
      `Please upload it from your profile on our website by ${a.due}.`,
      contactLine(a.contact),
    ].join('\n\n'),
  offerSubject: (reference: string) => `Your loan offer for application ${reference}`,
  offerBody: (a: {
    reference: string;
    amount: string;
    rate: string;
    term: number;
    payment: string;
    expires: string;
    contact: string;
  }) =>
    [
      `Good news: we have a loan offer for your application ${a.reference}.`,
      `Amount: ${a.amount}. Rate: ${a.rate}. Term: ${a.term} months. Monthly payment: ${a.payment}.`,
      `Review the full offer under Loan offers in your profile and accept or decline it by ${a.expires}.`,
      contactLine(a.contact),
    ].join('\n\n'),
  conditionAddedSubject: (reference: string) => `A condition to clear for your loan ${reference}`,
  conditionAddedBody: (a: ConditionMail) =>
    [
      `Before your loan ${a.reference} can move on, this condition must be cleared: ${a.title}.`,
      ...(a.description ? [a.description] : []),
      a.upload
        ? `Please upload what it asks for from your application's page in your profile by ${a.due}.`
        : `Your loan officer will clear it; it is due by ${a.due}. They will contact you if they need anything from you.`,
      contactLine(a.contact),
    ].join('\n\n'),
  conditionClearedSubject: (reference: string) => `A condition on your loan ${reference} is cleared`,
  conditionClearedBody: (a: ConditionMail & { note: string }) =>
    [
      `We cleared this condition on your loan ${a.reference}: ${a.title}.`,
      `A note from your loan officer: ${a.note}`,
      "You can see the conditions that are left on your application's page in your profile.",
      contactLine(a.contact),
    ].join('\n\n'),
  conditionReopenedSubject: (reference: string) =>
    `A condition on your loan ${reference} needs attention again`,
  conditionReopenedBody: (a: ConditionMail & { reason: string }) =>
    [
      `We reopened this condition on your loan ${a.reference}: ${a.title}.`,
      `Why: ${a.reason}`,
      a.upload
        ? `Please upload what it asks for again from your application's page in your profile by ${a.due}.`
        : `Your loan officer will clear it again; it is due by ${a.due}.`,
      contactLine(a.contact),
    ].join('\n\n'),
  closingScheduledSubject: (reference: string) => `Your closing for loan ${reference} is scheduled`,
  closingRescheduledSubject: (reference: string) => `Your closing for loan ${reference} has changed`,
  closingBody: (a: { reference: string; rescheduled: boolean; closing: string; contact: string }) =>
    [
      a.rescheduled
        ? `We changed the closing of your loan ${a.reference}. The new details: ${a.closing}.`
        : `Your loan ${a.reference} is clear to close, and your closing is scheduled: ${a.closing}.`,
      'Bring a government-issued photo ID. The title company will send you the closing figures and the wire instructions; always confirm wire instructions by phone with your loan officer before sending money.',
      "The details are on your application's page in your profile.",
      contactLine(a.contact),
    ].join('\n\n'),
  loanFundedSubject: (reference: string) => `Your loan ${reference} is funded`,
  loanFundedBody: (a: {
    reference: string;
    loanNumber: string;
    amount: string;
    fundedOn: string;
    payment: string;
    firstDue: string;
    contact: string;
  }) =>
    [
      `Your loan ${a.reference} is funded: ${a.amount} on ${a.fundedOn}. Your loan number is ${a.loanNumber}; quote it with every payment.`,
      `Your first payment of ${a.payment} is due on ${a.firstDue}. The full payment schedule is on your application's page in your profile, where you can also ask for a payoff statement.`,
      contactLine(a.contact),
    ].join('\n\n'),
  payoffRequestedSubject: (reference: string) => `We received your payoff statement request for ${reference}`,
  payoffRequestedBody: (a: { reference: string; payoffDate?: string; contact: string }) =>
    [
      `We received your request for a payoff statement of your loan ${a.reference}${a.payoffDate ? `, for a payoff on ${a.payoffDate}` : ''}.`,
      "Your loan officer will answer within one business day with the amount and the day it is good through; you will see it on your application's page in your profile.",
      contactLine(a.contact),
    ].join('\n\n'),
  payoffAnsweredSubject: (reference: string) => `Your payoff statement for ${reference}`,
  payoffAnsweredBody: (a: { reference: string; amount: string; goodThrough: string; contact: string }) =>
    [
      `To pay off your loan ${a.reference} in full, the amount is ${a.amount}, good through ${a.goodThrough}.`,
      'After that day interest keeps accruing; ask for a new statement if you pay later. Call your loan officer for the wire instructions before sending money.',
      contactLine(a.contact),
    ].join('\n\n'),
  offerWithdrawnSubject: (reference: string) => `A loan offer for application ${reference} was withdrawn`,
  offerWithdrawnBody: (a: { reference: string; contact: string }) =>
    [
      `The loan offer we sent for your application ${a.reference} has been withdrawn and can no longer be accepted.`,
      'Your loan officer will be in touch about next steps.',
      contactLine(a.contact),
    ].join('\n\n'),
} as const;
