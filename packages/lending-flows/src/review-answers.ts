import {
  answerRows,
  contextAt,
  declarationAt,
  findStep,
  isAnswerDeclaration,
  itemTitleOf,
  textOf,
  visibleSteps,
  type AnswerFormatter,
  type AnswerRow,
  type Audience,
  type FieldKind,
  type Flow,
  type FlowValues,
} from '@northgate/form-engine/core';
import { addressLine } from './shared/address-line.ts';
import { isDocumentId } from './shared/documents.ts';

/*
 * Every answer of an application in words, step by step, read from the field declarations: the
 * review page lists them, the PDF copy prints them, the back office and the staff email show
 * them, so all of them say what the borrower was asked (docs/decisions/0022-review-and-rules-across-steps.md, 0023 and 0035).
 */

export type { AnswerRow, Audience } from '@northgate/form-engine/core';

export interface StepAnswers {
  readonly stepId: string;
  readonly title: string;
  readonly rows: readonly AnswerRow[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How the product reads the answers whose shape is its own: addresses, signatures, uploads. */
export const northgateFormats: Partial<Record<FieldKind, AnswerFormatter>> = {
  address: (value) => (isRecord(value) ? addressLine(value) : undefined),
  signature: (value) => {
    if (!isRecord(value)) return undefined;
    const name = typeof value.legalName === 'string' ? value.legalName.trim() : '';
    const image = typeof value.image === 'string' && value.image.startsWith('data:image/') ? value.image : '';
    if (name === '' && image === '') return undefined;
    return { text: name === '' ? 'Signed' : `Signed as ${name}`, ...(image !== '' && { image }) };
  },
  // An uploaded file is kept by its id, which means nothing to a reader; several files (statements) by a list of ids.
  file: (value) => {
    const count = Array.isArray(value) ? value.filter(isDocumentId).length : isDocumentId(value) ? 1 : 0;
    return count === 0 ? undefined : count === 1 ? 'Uploaded' : `${count} files uploaded`;
  },
};

/** One step's answers as rows, for `audience` (see `Audience`: the borrower, a copy, a notice). */
export function stepAnswerRows(
  flow: Flow,
  stepId: string,
  values: unknown,
  audience: Audience = 'owner',
): AnswerRow[] {
  return answerRows(findStep(flow, stepId)?.schema, values, { audience, formats: northgateFormats });
}

/** The answers of every step the borrower sees, in the flow's order. */
export function reviewAnswers(flow: Flow, values: FlowValues, audience: Audience = 'owner'): StepAnswers[] {
  return visibleSteps(flow, values).map((step) => ({
    stepId: step.id,
    title: step.title,
    rows: answerRows(step.schema, values[step.id] ?? {}, { audience, formats: northgateFormats }),
  }));
}

/**
 * The words of one field of a step, for a record that names it without its answer (an audit
 * line "Revealed Social Security number or ITIN (Owner 2)"): its question and the list entries it
 * sits in. Undefined for a path the step declares no answer at.
 */
export function fieldWords(
  flow: Flow,
  stepId: string,
  path: string,
): { readonly stepTitle: string; readonly label: string; readonly within: readonly string[] } | undefined {
  const step = findStep(flow, stepId);
  const parts = path.split('.');
  const declaration = declarationAt(step?.schema, parts);
  if (step === undefined || !isAnswerDeclaration(declaration)) return undefined;
  const context = contextAt({}, parts);
  const within = parts.flatMap((part, index) => {
    if (!/^\d+$/.test(part)) return [];
    const list = declarationAt(step.schema, parts.slice(0, index));
    return list?.kind === 'list' ? [itemTitleOf(list, Number(part), {})] : [];
  });
  const label = textOf(declaration.label, context) ?? textOf(declaration.question, context) ?? '';
  return { stepTitle: step.title, label, within };
}
