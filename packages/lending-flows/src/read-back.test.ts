import {
  contextAt,
  declarationAt,
  isAnswerDeclaration,
  patternOf,
  stepDeclarations,
  textOf,
  type AnswerDeclaration,
  type FieldDeclaration,
} from '@northgate/form-engine/core';
import { describe, expect, it } from 'vitest';
import { filledAnswers } from './filled-answers.ts';
import { flows } from './index.ts';
import { reviewAnswers } from './review-answers.ts';

/*
 * Every field of every flow, answered from its declaration, read back as the review page, the PDF
 * copy and the back office read it: labelled with the question the step asked (or its declared
 * short label, never a key made into words), formatted as the form showed it, and no declared
 * field left out unless the declaration hides it for these answers or never shows it.
 */

/** How each kind's answer must read back. */
const FORMATS: Partial<Record<AnswerDeclaration['kind'], RegExp>> = {
  money: /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/,
  percent: /^\d+(\.\d+)?%$/,
  date: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
  phone: /^\(\d{3}\) \d{3}-\d{4}$/,
  yesNo: /^(Yes|No)$/,
  check: /^Yes$/,
  file: /^(Uploaded|\d+ files uploaded)$/,
};

/** Whether the declarations hide the field at `path` (or a group or list around it) for these answers. */
function hidden(schema: Parameters<typeof stepDeclarations>[0], values: unknown, path: string[]): boolean {
  return path.some((_, index) => {
    const at = path.slice(0, index + 1);
    const declaration: FieldDeclaration | undefined = declarationAt(schema, at);
    return declaration?.when !== undefined && !declaration.when(contextAt(values, at));
  });
}

describe.each(Object.values(flows).map((flow) => [flow.id, flow] as const))('%s read back', (_, flow) => {
  const values = filledAnswers(flow);
  const steps = reviewAnswers(flow, values, 'copy');

  it('labels every answer with its declared words and prints it as the form showed it', () => {
    let checked = 0;
    for (const step of steps) {
      const schema = flow.steps.find((candidate) => candidate.id === step.stepId)?.schema;
      for (const row of step.rows) {
        const declaration = declarationAt(schema, row.path);
        expect(isAnswerDeclaration(declaration), `${step.stepId}.${row.path}`).toBe(true);
        if (!isAnswerDeclaration(declaration)) continue;
        const context = contextAt(values[step.stepId], row.path);
        const words = textOf(declaration.label, context) ?? textOf(declaration.question, context);
        expect(row.label, `${step.stepId}.${row.path}`).toBe(words);
        // A label a person wrote: no camelCase key, no dotted path.
        expect(row.label).not.toMatch(/^[a-z]+[A-Z]\w*$|^\w+(\.\w+)+$/);
        const format = row.masked ? /^On file(, ending \d{4})?$/ : FORMATS[declaration.kind];
        if (format !== undefined) expect(row.value, `${step.stepId}.${row.path}`).toMatch(format);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('reads back every declared field unless its declaration hides it or never shows it', () => {
    for (const step of flow.steps) {
      const { byPattern, leaves } = stepDeclarations(step.schema);
      const rows = steps.find((candidate) => candidate.stepId === step.id)?.rows ?? [];
      const read = new Set(rows.map((row) => patternOf(row.path)));
      const missing = leaves
        .map((pattern) => pattern.join('.'))
        .filter((pattern) => !read.has(pattern))
        .filter((pattern) => {
          const declaration = byPattern.get(pattern);
          if (isAnswerDeclaration(declaration) && declaration.sensitivity === 'neverShown') return false;
          const concrete = pattern.split('.').map((part) => (part === '*' ? '0' : part));
          return !hidden(step.schema, values[step.id], concrete);
        });
      expect(missing, step.id).toEqual([]);
    }
  });
});
