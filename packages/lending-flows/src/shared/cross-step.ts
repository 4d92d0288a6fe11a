import {
  requireStep,
  type Flow,
  type FlowIssue,
  type FlowValues,
  type StepValues,
} from '@northgate/form-engine/core';

// Pieces the flows' rules across steps share (internal: not exported by the package).

/** One step's answers, or none (a step never filled, or one the borrower does not see). */
export function answersOf(values: FlowValues, stepId: string): StepValues {
  return values[stepId] ?? {};
}

/** The answer at a dot path of a step's answers ('borrower.signature.legalName'). */
export function answerAt(values: StepValues, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** A name as comparable words: no accents, no case, no punctuation ("José O'Neil" -> jose, o, neil). */
function nameWords(name: unknown): string[] {
  if (typeof name !== 'string') return [];
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
}

/**
 * Whether the typed legal name under a signature names the borrower: it holds every word of
 * their first and last names (a middle name or initial may be added, case and accents ignored).
 * True while either name is blank: the steps themselves ask for them.
 */
export function signerNamesBorrower(legalName: unknown, firstName: unknown, lastName: unknown): boolean {
  const signed = new Set(nameWords(legalName));
  const borrower = [...nameWords(firstName), ...nameWords(lastName)];
  if (signed.size === 0 || nameWords(firstName).length === 0 || nameWords(lastName).length === 0) return true;
  return borrower.every((word) => signed.has(word));
}

/** A step's title as the borrower reads it, to name the step a message sends them to. */
export function titleOf<TStep extends string>(flow: Flow<TStep, string>, stepId: TStep): string {
  return `"${requireStep(flow, stepId).title}"`;
}

/** An issue whose message starts with the title of the step to fix. */
export function issueOn<TStep extends string>(
  flow: Flow<TStep, string>,
  stepId: TStep,
  path: string,
  text: string,
): FlowIssue<TStep> {
  return { stepId, path, message: `${titleOf(flow, stepId)}: ${text}` };
}

/** Where the borrower's name comes from: a step of the flow, or the signed-in account (never asked). */
export type NameSource<TStep extends string> =
  | { readonly stepId: TStep; readonly firstName: unknown; readonly lastName: unknown }
  | { readonly account: true; readonly firstName: unknown; readonly lastName: unknown };

/**
 * The signature's typed name against the borrower's name, given on another step or held by the
 * account: an issue on the signature when they differ.
 */
export function signerCheck<TStep extends string>(
  flow: Flow<TStep, string>,
  signature: { stepId: TStep; path: string; legalName: unknown },
  borrower: NameSource<TStep>,
): FlowIssue<TStep>[] {
  if (signerNamesBorrower(signature.legalName, borrower.firstName, borrower.lastName)) return [];
  const name = fullName(borrower.firstName, borrower.lastName);
  const where =
    'stepId' in borrower
      ? `as ${titleOf(flow, borrower.stepId)} gives it. Type your full legal name, or correct your name on that step.`
      : 'as your account gives it. Type your full legal name, or correct the name in your profile.';
  return [
    issueOn(
      flow,
      signature.stepId,
      signature.path,
      `the name typed under your signature must be your own, ${name}, ${where}`,
    ),
  ];
}

/** "First Last" from two answers, trimmed. */
export function fullName(firstName: unknown, lastName: unknown): string {
  return [firstName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
