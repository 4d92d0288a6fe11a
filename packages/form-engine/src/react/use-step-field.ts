import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import {
  contextAt,
  declarationAt,
  findStep,
  isAnswerDeclaration,
  textOf,
  type AnswerDeclaration,
  type FieldContext,
  type FieldDeclaration,
  type ListDeclaration,
} from '../core/index.ts';
import { useFlow } from './flow-context.tsx';
import { useCurrentStepId, type FlowFormValues } from './flow-form.tsx';

/** A declared field of the current step, worked out for where it sits, for an input to draw. */
export interface StepFieldView<TDeclaration extends FieldDeclaration = AnswerDeclaration> {
  /** The Formik name (`loanRequest.loanAmount`): the input's name and id, so the error summary links to it. */
  readonly name: string;
  readonly declaration: TDeclaration;
  /** The question, worked out for where the field sits and what was answered around it. */
  readonly question: string;
  readonly hint: string | undefined;
  /** False when the declaration hides the field for the answers given so far. */
  readonly shown: boolean;
  readonly context: FieldContext;
}

function useDeclared<TDeclaration extends FieldDeclaration>(
  path: string,
  is: (declaration: FieldDeclaration | undefined) => declaration is TDeclaration,
  what: string,
): StepFieldView<TDeclaration> {
  const stepId = useCurrentStepId();
  const { flow } = useFlow();
  const { values } = useFormikContext<FlowFormValues>();
  const declaration = declarationAt(findStep(flow, stepId)?.schema, path);
  if (!is(declaration)) throw new Error(`Step ${stepId} of ${flow.id} declares no ${what} at ${path}`);
  const stepValues = values[stepId];
  const context = useMemo(() => contextAt(stepValues, path), [stepValues, path]);
  const words = declaration as { question?: AnswerDeclaration['question']; hint?: AnswerDeclaration['hint'] };
  return {
    name: `${stepId}.${path}`,
    declaration,
    question: textOf(words.question, context) ?? '',
    hint: textOf(words.hint, context),
    shown: declaration.when === undefined || declaration.when(context),
    context,
  };
}

const isList = (declaration: FieldDeclaration | undefined): declaration is ListDeclaration =>
  declaration?.kind === 'list';

/**
 * The declared answer at `path` of the current step (`'owners.1.name'`, list positions as
 * numbers). Throws when the step declares none there: a field drawn on a step is declared on its
 * schema, so every reading of its answer uses the same words.
 */
export function useStepField(path: string): StepFieldView {
  return useDeclared(path, isAnswerDeclaration, 'answer');
}

/** The declared list at `path` of the current step ('coOwners'). */
export function useStepList(path: string): StepFieldView<ListDeclaration> {
  return useDeclared(path, isList, 'list');
}
