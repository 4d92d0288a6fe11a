import { site } from '@northgate/site-config';
import { contactLine } from './pipeline-mail-texts.ts';

/**
 * The texts the API itself sends: error answers, mail and success messages. Validation texts are
 * not here: they come from @northgate/validators with the field rules, so a 422 reads exactly like
 * the browser form's own message; the web app shows whatever arrives (docs/product/product-spec.md §8).
 */
export const errorMessages = {
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  nestedTooDeeply: 'This value is nested too deeply',
  tooManyValues: 'The request body holds too many values',
  unsupportedMediaType: 'Unsupported content type; send JSON',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internal: 'Server error',
  databaseUnavailable: 'Database unavailable',
  badRequest: 'Bad request',
  urlTooLong: 'The address is too long',
  invalidCredentials: 'Incorrect email or password',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  csrf: 'Missing or invalid CSRF token. Reload the page and try again.',
  tooManyRequests: (seconds: number) =>
    `Too many attempts. Please wait ${waitingTime(seconds)} and try again.`,
  invalidResetCode: 'The code is incorrect or has expired',
  googleSignInFailed: 'Google sign-in failed',
  googleUnavailable: 'Google sign-in is not available',
  // Passkeys (ADR 0058).
  passkeySignInFailed: 'That passkey did not sign you in. Try again, or log in with your email and password.',
  passkeyNotAdded: 'We could not add that passkey. Try again.',
  passkeyAlreadyAdded: 'That passkey is already on your account.',
  tooManyPasskeys: 'You have 10 passkeys, the most an account can have. Remove one to add another.',
  passkeyNotFound: 'That passkey is not on your account.',
  passkeyNeedsRecentSignIn:
    'For your security, log in again to add or remove a passkey: your last log-in was more than 30 minutes ago.',
  phoneVerificationOff: `We can't verify phone numbers by text message yet. To add or change your number, call us at ${site.phone}.`,
  // Short quiz: email verification and account creation.
  accountExists: 'An account already uses this email. Log in to continue.',
  resendTooSoon: (seconds: number) => `Please wait ${waitingTime(seconds)} before asking for a new code.`,
  wrongEmailCode: 'That code is not right. Check the email we sent and try again.',
  emailCodeExpired: 'That code has expired. Ask for a new one.',
  tooManyEmailCodeAttempts: 'Too many wrong codes. Ask for a new one.',
  verifyEmailFirst: 'Verify your email before creating your account.',
  // Profile edits and phone verification.
  emailInUse: 'This email cannot be used. Enter a different one.',
  sameEmail: 'This is already the email on your account.',
  wrongPhoneCode: 'That code is not right. Check the text message we sent and try again.',
  phoneCodeExpired: 'That code has expired. Ask for a new one.',
  tooManyPhoneCodeAttempts: 'Too many wrong codes. Ask for a new one.',
  noPhoneCodeAsked: 'Ask for a code for this number first.',
  notYourPhone: 'This is not the number on your account. Change your number instead.',
  unknownZip: (zip: string) => `ZIP ${zip} was not found in the US ZIP code list.`,
  // The loan pipeline and the back office (ADR 0017).
  forbidden: 'You do not have permission to do this',
  // The second step of a staff sign-in (ADR 0052).
  staffChallengeExpired: 'Your sign-in has timed out. Enter your email and password again.',
  // Staff sessions that end (ADR 0055).
  staffSessionIdle: 'You were signed out after 15 minutes without activity. Sign in again.',
  staffSessionExpired: 'You were signed out because staff sessions last at most 12 hours. Sign in again.',
  secondFactorRequired:
    'Enter a code from your authenticator app to reveal personal data. We ask again every 15 minutes.',
  wrongTotpCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  usedTotpCode: 'That code has already been used. Wait for your authenticator app to show a new code.',
  wrongRecoveryCode: 'That recovery code is not right or has already been used.',
  // Staff passkeys (ADR 0056).
  passkeyNotAccepted: 'That passkey was not accepted. Try again, or use a code from your authenticator app.',
  noPasskey: 'You have no passkey. Use a code from your authenticator app.',
  staffPasskeyNotAdded: "The passkey could not be added. Start again and follow your browser's steps.",
  staffPasskeyAlreadyAdded: 'That passkey is already added to your account.',
  unknownPasskey: 'No passkey of yours has this id. Reload the page to see your passkeys.',
  passkeySecondFactorRequired:
    'Enter a code from your authenticator app to add a passkey. We ask again every 15 minutes.',
  alreadyEnrolled:
    'You already have a second factor. Sign in again and enter a code from your authenticator app.',
  unknownApplication: 'No such application',
  unknownOffer: 'No such loan offer',
  unknownDocumentRequest: 'No such document request',
  unknownDocument: 'No such document',
  noMaskedAnswer: 'No personal data is on file at that step and field',
  transitionNotAllowed: (from: string, to: string) => `An application that is ${from} cannot move to ${to}`,
  roleMayNotMoveTo: (to: string) => `Your role cannot move an application to ${to}`,
  applicationClosed: 'This application is closed',
  unknownCondition: 'No such condition',
  conditionsNotTaken: (status: string) =>
    `Conditions can be added and changed from an accepted offer until funding; this application is ${status}`,
  conditionAlreadyCleared: 'This condition is already cleared',
  conditionNotCleared: 'This condition is open; only a cleared condition can be reopened',
  conditionUploadMissing:
    'The borrower has not uploaded the document this condition needs yet. It can be cleared once the upload arrives.',
  conditionsOpenBeforeClose: (titles: readonly string[]) =>
    `Not clear to close: ${titles.length === 1 ? '1 condition' : `${titles.length} conditions`} before closing ${titles.length === 1 ? 'is' : 'are'} still open: ${titles.map((t) => `“${t}”`).join(', ')}`,
  statusHasItsOwnAction: (label: string, action: string) =>
    `An application moves to ${label} only with the ${action} action on its page`,
  // Closing and funding (ADR 0060).
  fundedOverOffer: (funded: string, offered: string) =>
    `The funded amount ${funded} is more than the accepted offer's ${offered}`,
  noAcceptedOffer: 'This application has no accepted offer to fund',
  loanNumberTaken: (loanNumber: string) => `Loan number ${loanNumber} is already used by another loan`,
  unknownPayoffRequest: 'No such payoff statement request',
  payoffNotFunded: 'A payoff statement can be asked for once the loan is funded',
  payoffAlreadyOpen: (requestedOn: string) =>
    `You asked for a payoff statement on ${requestedOn}; we will answer it before you ask again`,
  payoffAlreadyAnswered: 'This payoff statement request is already answered',
  offerExpired: 'This offer has expired and can no longer be accepted',
  offerNotOpen: 'This offer has already been answered or withdrawn',
  offerSuperseded: 'This offer was replaced by another offer you accepted and can no longer be answered',
  offerSupersededForStaff: 'This offer was closed when the borrower accepted another offer',
  unknownStaffMember: 'Choose an active staff member',
  // The term sheet (ADR 0059).
  noTermSheetToSign:
    'There is no term sheet to sign: it comes once you accept a loan offer for this application.',
  termSheetAlreadySigned: 'You have already signed this term sheet.',
  termSheetExpired: (signBy: string) =>
    `The time to sign this term sheet ended ${signBy}. Call your loan officer to talk about a new offer.`,
  termSheetClosed: 'This application is no longer waiting for a term sheet signature.',
  noSignedTermSheet: 'No signed term sheet for this application',
  onlyBorrowerMovesTo: (to: string) =>
    `Only the borrower can move an application to ${to}, by signing the term sheet on their application's page`,
  // Staff administration (ADR 0054).
  noSuchStaffMember: 'No staff member has this id. Reload the page to see the current list.',
  staffEmailTaken: 'A staff member already uses this email.',
  cannotDemoteSelf: 'You cannot remove your own admin role. Ask another admin to do it.',
  cannotDisableSelf: 'You cannot disable your own account. Ask another admin to do it.',
  lastAdmin: 'This is the last active admin. Make someone else an admin first.',
  noFactorToReset: 'This staff member has no second factor to reset.',
  resetAlreadyPending: "A reset of this staff member's second factor is already waiting for approval.",
  noPendingReset: 'This reset is no longer waiting for approval. Reload the page.',
  cannotApproveOwnReset:
    'A second admin must approve this reset. You asked for it, so you cannot approve it.',
  inviteLinkNotWorking:
    'This invite link does not work: it was used, replaced by a newer one, or is more than 72 hours old. Ask an admin to invite you again.',
  documentNotSendable: 'Send documents you uploaded for this request that were not sent before',
  unknownMessage: 'No such message',
  messageNotRetryable: (reason: string) => `This message cannot be sent again: ${reason}`,
} as const;

/** "1 second", "25 seconds", "14 minutes": how long to wait, as a person says it. */
function waitingTime(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export const mailTexts = {
  resetSubject: 'Your password reset code',
  resetBody: (code: string, minutes: number) =>
    `Your Northgate password reset code is ${code}. It expires in ${minutes} minutes. ` +
    'If you did not ask to reset your password, you can ignore this email.',
  verifySubject: 'Your Northgate verification code',
  verifyBody: (code: string, minutes: number) =>
    `Your Northgate verification code is ${code}. Enter it on the page where you asked for it. ` +
    `It expires in ${minutes} minutes and works once. ` +
    'If you did not ask for a code, you can ignore this email.',
  emailChangedSubject: 'The email on your Northgate account was changed',
  emailChangedBody: (newEmail: string, contact: string) =>
    `The email address on your Northgate account was changed to ${newEmail}. ` +
    'From now on, sign in and receive our messages at that address. ' +
    `If you did not make this change, contact us right away at ${contact}.`,
  newLeadSubject: (name: string) => `New short-quiz lead: ${name}`,
  newApplicationSubject: (flowTitle: string) => `New application: ${flowTitle}`,
  /** To the borrower after submit: the reference and what happens next, never their answers. */
  applicationReceivedSubject: (reference: string) => `We received your application (${reference})`,
  applicationReceivedBody: (a: { flowTitle: string; reference: string; date: string; contact: string }) =>
    [
      `Thank you. We received your ${a.flowTitle.toLowerCase()} on ${a.date}.`,
      `Your reference is ${a.reference}. Please quote it when you contact us about this application.`,
      'What happens next: our loan team has been notified and will be in touch within one business day.',
      `Questions before then? ${a.contact}`,
      'If you did not send this application, please tell us at the same address or number.',
    ].join('\n\n'),
} as const;

export const successMessages = {
  resetCodeSent: 'If an account exists for that email, we sent a code to it.',
  passwordChanged: 'Your password has been changed. Please log in.',
  codeStillSending:
    'We could not send your code yet. We keep trying until it goes out, or you can ask for a new one.',
} as const;

/** Answers of the document endpoints (docs/decisions/0014-document-storage.md). */
export const documentMessages = {
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  noFile: 'Choose a file to upload.',
  incomplete: 'The file did not arrive whole. Please upload it again.',
  tooLarge: 'This file is larger than 10 MB. Upload a smaller file, or scan it at a lower resolution.',
  empty: 'This file is empty. Choose the file again.',
  unsupportedType: 'Upload a JPEG, PNG, HEIC or PDF file.',
  typeMismatch:
    "This file's contents do not match its type. Upload a JPEG, PNG, HEIC or PDF file as it was saved.",
  encryptedPdf: 'This PDF is password-protected. Upload a copy without a password.',
  damaged: 'This file looks damaged or incomplete. Save it again and upload the new copy.',
  infected: 'This file did not pass our security scan and was not saved.',
  notFound: 'Document not found',
  uploadNotFound: 'This upload has ended or expired. Choose the file again.',
  uploadLength: 'Say how large the file is when the upload starts (Upload-Length).',
  locked: 'This document is part of a submitted application and can no longer be changed.',
} as const;

/** Text messages: short, no links, the code first so phones can offer to fill it in. */
export const smsTexts = {
  verifyPhone: (code: string, minutes: number) =>
    `${code} is your Northgate verification code. It expires in ${minutes} minutes. Do not share it.`,
} as const;

/** An email of the rehab budget and draws (ADR 0061): built with the reference and contact line. */
export interface RehabMail {
  kind: string;
  subject: (reference: string) => string;
  body: (reference: string, contact: string) => string;
}

const rehabMail = (
  kind: string,
  subject: (reference: string) => string,
  lines: (reference: string) => readonly string[],
): RehabMail => ({
  kind,
  subject,
  body: (reference, contact) => [...lines(reference), contactLine(contact)].join('\n\n'),
});
const page = "You can follow the budget and your draws on your application's page in your profile.";

/** The rehab budget and draws' refusals, timeline notes and emails (ADR 0061). */
export const rehabMessages = {
  unknownDraw: 'No such draw',
  notEligible:
    'Rehab budgets and draws are for fix-and-flip, bridge and ground-up construction loans; this application is for another loan program',
  closed: (status: string) => `This application is ${status}; its rehab budget can no longer change`,
  budgetApproved: (on: string) =>
    `The rehab budget was approved on ${on} and can no longer be changed. Ask your loan officer if the work changes.`,
  noBudget: 'The borrower has not entered a rehab budget yet',
  notApproved: 'Draws can be requested once your loan officer has approved the rehab budget',
  notFunded: (status: string) =>
    `Draws can be requested once the loan is funded; this application is ${status}`,
  unknownLine: 'A line is not part of this budget',
  lineNotInDraw: 'A line is not part of this draw',
  everyLine: (line: string) => `Give an amount for every line, including ${line}`,
  approvedAboveAsked: (line: string, approved: string, asked: string) =>
    `${line}: the approved ${approved} is more than the ${asked} asked`,
  offerHoldbackDiffers: (state: 'open' | 'accepted', holdback: string, total: string) =>
    `The holdback must equal the approved rehab budget: the ${state} offer holds back ${holdback}, but the approved budget would total ${total}. ${state === 'open' ? 'Withdraw the offer and issue one holding back the approved budget.' : 'Approve the budget at the accepted holdback.'}`,
  offerHoldbackMustMatch: (holdback: string, total: string) =>
    `The holdback must equal the approved rehab budget: this offer holds back ${holdback}, but the approved budget is ${total}`,
  lineOverDraw: (
    number: number,
    verb: string,
    ask: string,
    line: string,
    remaining: string,
    budget: string,
  ) => `Draw ${number} ${verb} ${ask} for ${line}, but only ${remaining} of its ${budget} budget remains.`,
  holdbackOverDraw: (number: number, verb: string, total: string, remaining: string, holdback: string) =>
    `Draw ${number} ${verb} ${total} in all, but only ${remaining} of the ${holdback} holdback remains.`,
  drawApprovedAboveAsked: (number: number, approved: string, line: string, asked: string) =>
    `Draw ${number} cannot approve ${approved} for ${line}: the borrower asked for ${asked}`,
  notInspectable: (number: number, state: string) =>
    `Draw ${number} is ${state}; only a requested or inspected draw can be inspected`,
  notInspectedYet: (number: number) =>
    `Draw ${number} has not been inspected yet; record the inspection first`,
  notApprovable: (number: number, state: string) =>
    `Draw ${number} is ${state}; only an inspected draw can be approved`,
  notPayable: (number: number, state: string) =>
    `Draw ${number} is ${state}; only an approved draw can be paid`,
  notDeclinable: (number: number, state: string) =>
    `Draw ${number} is ${state}; only a draw not yet approved can be declined`,
  budgetApprovedNote: (total: string, asked: string) => `${total} approved of ${asked} asked`,
  drawAskedNote: (number: number, total: string) => `Draw ${number}: ${total} asked`,
  drawNote: (number: number, note: string) => `Draw ${number}: ${note}`,
  drawInspectedNote: (number: number, note: string, photos: number) =>
    `Draw ${number}: ${note} (${photos === 0 ? 'no inspection photos' : photos === 1 ? '1 inspection photo' : `${photos} inspection photos`})`,
  photosClosed: (number: number, state: string) =>
    `Draw ${number} is ${state}; inspection photos can be added until a draw is paid or declined`,
  noBorrowerAccount:
    'The borrower’s account has been closed, so inspection photos cannot be kept with their documents',
  drawApprovedNote: (number: number, approved: string, asked: string) =>
    `Draw ${number}: ${approved} approved of ${asked} asked`,
  drawPaidNote: (number: number, paid: string) => `Draw ${number}: ${paid} paid`,
  mail: {
    budgetApproved: (a: { total: string; asked: string; note?: string }) =>
      rehabMail(
        'rehab-budget-approved',
        (reference) => `Your rehab budget for loan ${reference} is approved`,
        (reference) => [
          `We approved the rehab budget for your loan ${reference}: ${a.total} in all (you asked for ${a.asked}).`,
          ...(a.note ? [`A note from your loan officer: ${a.note}`] : []),
          "The loan's holdback for the work equals this budget. Once the loan is funded, you ask for draws as the work is done.",
          page,
        ],
      ),
    drawRequested: (a: { number: number; total: string }) =>
      rehabMail(
        'draw-requested',
        (reference) => `We received Draw ${a.number} for your loan ${reference}`,
        (reference) => [
          `You asked for Draw ${a.number} of ${a.total} on your loan ${reference}.`,
          'We will arrange the inspection using your access notes and write to you once it is done.',
          page,
        ],
      ),
    drawInspected: (a: { number: number; note: string }) =>
      rehabMail(
        'draw-inspected',
        (reference) => `Draw ${a.number} on your loan ${reference} is inspected`,
        (reference) => [
          `The work for Draw ${a.number} on your loan ${reference} was inspected.`,
          `The inspector's notes: ${a.note}`,
          page,
        ],
      ),
    drawApproved: (a: { number: number; approved: string; asked: string; note?: string }) =>
      rehabMail(
        'draw-approved',
        (reference) => `Draw ${a.number} on your loan ${reference} is approved`,
        (reference) => [
          `We approved ${a.approved} of the ${a.asked} you asked for in Draw ${a.number} on your loan ${reference}.`,
          ...(a.note ? [`A note from your loan officer: ${a.note}`] : []),
          'We will write to you again once it is paid.',
          page,
        ],
      ),
    drawPaid: (a: { number: number; paid: string; paidToDate: string; remaining: string; note?: string }) =>
      rehabMail(
        'draw-paid',
        (reference) => `Draw ${a.number} on your loan ${reference} is paid`,
        (reference) => [
          `We paid ${a.paid} for Draw ${a.number} on your loan ${reference}.`,
          ...(a.note ? [`A note from your loan officer: ${a.note}`] : []),
          `Paid to date: ${a.paidToDate}. Left to draw from the holdback: ${a.remaining}.`,
          page,
        ],
      ),
    drawDeclined: (a: { number: number; reason: string }) =>
      rehabMail(
        'draw-declined',
        (reference) => `Draw ${a.number} on your loan ${reference} is declined`,
        (reference) => [
          `We declined Draw ${a.number} on your loan ${reference}.`,
          `Why: ${a.reason}`,
          'You can ask for a new draw once the work allows it.',
          page,
        ],
      ),
  },
} as const;
