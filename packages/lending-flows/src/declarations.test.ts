import {
  isAnswerDeclaration,
  stepDeclarations,
  textOf,
  type FieldContext,
  type FieldDeclaration,
} from '@northgate/form-engine/core';
import { describe, expect, it } from 'vitest';
import { flows } from './index.ts';

/*
 * Every answer a step takes is declared where its schema is (the question in the borrower's
 * words, its kind and options), so the step, the review page, the PDF copy, the back office, the
 * staff email and the MISMO export can all read it back in those words and none of them makes a
 * label up from a key.
 */

const blank: FieldContext = { step: {}, parent: {}, indexes: [0] };

/** The declaration of the list a field sits in, for every '*' of its pattern. */
function listsAbove(pattern: readonly string[], byPattern: ReadonlyMap<string, FieldDeclaration>) {
  return pattern.flatMap((part, index) =>
    part === '*' ? [byPattern.get(pattern.slice(0, index).join('.'))] : [],
  );
}

for (const flow of Object.values(flows)) {
  describe(`${flow.id}: every field is declared`, () => {
    for (const step of flow.steps) {
      it(`${step.id}`, () => {
        const { byPattern, leaves } = stepDeclarations(step.schema);
        const undeclared = leaves
          .filter((pattern) => !isAnswerDeclaration(byPattern.get(pattern.join('.'))))
          .map((pattern) => pattern.join('.'));
        expect(undeclared, 'answers without a declaration').toEqual([]);

        const unnamedLists = leaves
          .filter((pattern) => listsAbove(pattern, byPattern).some((list) => list?.kind !== 'list'))
          .map((pattern) => pattern.join('.'));
        expect(unnamedLists, 'entries of a list without a list declaration').toEqual([]);

        for (const [key, declaration] of byPattern) {
          if (declaration.kind === 'group') continue;
          const question = textOf(declaration.question, blank)?.trim() ?? '';
          expect(question, `${key} has no question`).not.toBe('');
          expect(question, `${key} reads like a key`).not.toMatch(/^[a-z]+[A-Z]\w*$/);
          if (isAnswerDeclaration(declaration) && ['choice', 'choices', 'yesNo'].includes(declaration.kind)) {
            expect(declaration.options?.length ?? 0, `${key} offers no options`).toBeGreaterThan(0);
          }
        }
      });
    }
  });
}
