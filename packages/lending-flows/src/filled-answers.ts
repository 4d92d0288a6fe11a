import {
  isAnswerDeclaration,
  stepDeclarations,
  type AnswerDeclaration,
  type Flow,
  type FlowValues,
} from '@northgate/form-engine/core';

/*
 * An answer for every declared field of every step, made from the declarations alone: what a
 * test uses to see every field read back (on the review page, in the PDF copy, in the back office
 * and in the MISMO export), not only the fields the hand-written fixtures happen to fill. The
 * answers are plausible but not a valid application: rules across fields are not considered.
 */

const DOCUMENT_ID = '0f8d3c2e-6a1b-4c5d-9e7f-1a2b3c4d5e6f';

/** A plausible answer of a field's kind (the first option of a choice, a ticked box, a list of two entries). */
function sampleAnswer(declaration: AnswerDeclaration): unknown {
  const first = declaration.options?.[0]?.value ?? '';
  const input = (declaration.input ?? {}) as { taxId?: string; numberOnly?: boolean };
  switch (declaration.kind) {
    case 'text':
      // A sensitive answer is one no other field holds, so a test can look for it anywhere.
      if (declaration.sensitivity !== undefined) return input.numberOnly ? '8842' : 'D55612347';
      return input.numberOnly ? '311811' : 'Example answer';
    case 'longText':
      return 'A longer answer, in the borrower’s own words.';
    case 'email':
      return 'borrower@example.test';
    case 'url':
      return 'https://example.test/listing/1';
    case 'phone':
      return '2125550147';
    case 'money':
      return '123456';
    case 'percent':
      return '12.5';
    case 'number':
      return '3';
    case 'year':
      return '2001';
    case 'date':
      return '2024-03-04';
    case 'choice':
    case 'yesNo':
      return first;
    case 'choices':
      return [first];
    case 'check':
      return true;
    case 'taxId':
      return input.taxId === 'ein' ? '121234567' : '987654321';
    case 'address':
      return { street: '41 Linden Street', unit: '2B', city: 'Albany', state: 'NY', zip: '12203' };
    case 'signature':
      return { image: 'data:image/png;base64,iVBORw0KGgo=', legalName: 'Example Borrower' };
    case 'file':
      return DOCUMENT_ID;
    case 'code':
      return '123456';
  }
}

/** Every declared field of one step answered; lists hold two entries. */
export function filledStep(schema: Flow['steps'][number]['schema']): Record<string, unknown> {
  const { byPattern, keysOf } = stepDeclarations(schema);
  const build = (pattern: string): unknown => {
    const declaration = byPattern.get(pattern);
    if (isAnswerDeclaration(declaration)) return sampleAnswer(declaration);
    if (declaration?.kind === 'list') return [build(`${pattern}.*`), build(`${pattern}.*`)];
    const keys = keysOf.get(pattern) ?? [];
    return Object.fromEntries(keys.map((key) => [key, build(pattern === '' ? key : `${pattern}.${key}`)]));
  };
  return build('') as Record<string, unknown>;
}

/** Every declared field of every step of a flow answered. */
export function filledAnswers(flow: Flow): FlowValues {
  return Object.fromEntries(flow.steps.map((step) => [step.id, filledStep(step.schema)]));
}
