import { applicationReference } from './application-reference.ts';
import type { StaffNotice } from './staff-notifications.ts';

export interface NewLead {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or null when not given. */
  cellPhone: string | null;
  /** The quiz answers as the browser sent them (flat, or grouped by step). */
  answers: Record<string, unknown> | undefined;
}

// Words that mark a key as holding an identity number, a birth date or a secret. Keys are split
// into words first ("ssnOrItin" -> ssn, or, itin), so "beingRefinanced" does not match "ein".
const SENSITIVE_WORDS = new Set(['ssn', 'ssns', 'itin', 'ein', 'tin', 'dob', 'password', 'otp', 'pin']);
const SENSITIVE_PHRASES = [
  'dateofbirth',
  'birthdate',
  'birthday',
  'socialsecurity',
  'taxid',
  'taxpayer',
  'accountnumber',
  'routingnumber',
  // The last digits of an account or loan number are still part of it.
  'last4',
  'passwordconfirm',
];
// A value shaped like an SSN or ITIN is dropped whatever its key says.
const SSN_SHAPED = /^\d{3}[- ]?\d{2}[- ]?\d{4}$/;
const SSN_IN_TEXT = /\b\d{3}-\d{2}-\d{4}\b/g;

// Shown in the header lines, so not repeated among the answers.
const HEADER_KEYS = new Set([
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'state',
  'borrowerRole',
  'role',
]);
const MAX_ANSWER_LINES = 150;
const MAX_VALUE_LENGTH = 500;

function keyWords(key: string): string[] {
  return (key.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

/** True for keys that look like SSN, ITIN, EIN, date of birth, password or account number fields. */
export function isSensitiveKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((word) => SENSITIVE_WORDS.has(word))) return true;
  const joined = words.join('');
  return SENSITIVE_PHRASES.some((phrase) => joined.includes(phrase));
}

/** Free text with SSN-shaped numbers (123-45-6789) replaced by "[removed]". */
export function removeIdentityNumbers(text: string): string {
  return text.replace(SSN_IN_TEXT, '[removed]');
}

/** "creditScoreRange" -> "Credit score range". */
function labelOf(key: string): string {
  const words = keyWords(key);
  if (words.length === 0) return key;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One line per value, so a value can never forge another line of the notice; SSN-shaped
 * numbers typed into free text are removed.
 */
function oneLine(text: string): string {
  const flat = removeIdentityNumbers(text.replace(/\s+/g, ' ')).trim();
  return flat.length > MAX_VALUE_LENGTH ? `${flat.slice(0, MAX_VALUE_LENGTH)}…` : flat;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    // A drawn signature: the image stays with the application, out of the email.
    if (value.startsWith('data:')) return '(image kept with the application)';
    const text = oneLine(value);
    return text === '' || SSN_SHAPED.test(text) ? undefined : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answers as "label: value" pairs, nested keys joined with " / ", sensitive keys left out. */
export function answerLines(answers: Record<string, unknown>): [string, string][] {
  const lines: [string, string][] = [];
  const label = (path: string[]) => path.map(labelOf).join(' / ');
  const walk = (value: unknown, path: string[]) => {
    if (lines.length >= MAX_ANSWER_LINES || path.length > 6) return;
    if (Array.isArray(value)) {
      const scalars = value.map(scalarText);
      if (value.length > 0 && scalars.every((text) => text !== undefined)) {
        lines.push([label(path), oneLine(scalars.join(', '))]);
        return;
      }
      value.forEach((item, index) => walk(item, [...path, String(index + 1)]));
      return;
    }
    if (isRecord(value)) {
      const holdsHeaderAnswers = path.length === 0 || (path.length === 1 && path[0] === 'personalDetails');
      for (const [key, item] of Object.entries(value)) {
        if (isSensitiveKey(key) || (holdsHeaderAnswers && HEADER_KEYS.has(key))) continue;
        walk(item, [...path, key]);
      }
      return;
    }
    const text = scalarText(value);
    if (text !== undefined && path.length > 0) lines.push([label(path), text]);
  };
  walk(answers, []);
  return lines;
}

/** An answer the browser keeps at the top level or under its step (personalDetails). */
function headerAnswer(answers: Record<string, unknown> | undefined, keys: string[]): string | undefined {
  if (answers === undefined) return undefined;
  const personal = isRecord(answers.personalDetails) ? answers.personalDetails : {};
  for (const key of keys) {
    const text = scalarText(answers[key]) ?? scalarText(personal[key]);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The staff email about a new short-quiz lead: who they are, then what they answered. */
export function newLeadNotice(lead: NewLead, subject: (name: string) => string): StaffNotice {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const notGiven = '(not given)';
  const answers = lead.answers === undefined ? [] : answerLines(lead.answers);
  return {
    subject: subject(name),
    lines: [
      ['Name', name],
      ['Email', lead.email],
      ['Phone', lead.cellPhone ?? notGiven],
      ['State', headerAnswer(lead.answers, ['state']) ?? notGiven],
      ['Role', headerAnswer(lead.answers, ['borrowerRole', 'role']) ?? notGiven],
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
  answerLines: [string, string][];
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
