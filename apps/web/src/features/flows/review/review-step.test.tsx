import {
  contextAt,
  createDraft,
  declarationAt,
  isAnswerDeclaration,
  textOf,
  type Flow,
} from '@northgate/form-engine/core';
import { flows, investmentLoanApplicationFlow } from '@northgate/lending-flows';
import { filledAnswers, rewordForTest, validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  FlowStepForm,
  useAutosave,
} from '@northgate/lending-flows/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { investmentStepFields } from '../steps/investment/index.ts';
import { reviewAnswers } from './review-answers.ts';
import { ReviewStep } from './review-step.tsx';

afterEach(cleanup);

/** The words a field's declaration gives it where it sits: its short label, or its question. */
function declaredWords(flow: Flow, stepId: string, path: string, values: unknown): string | undefined {
  const declaration = declarationAt(flow.steps.find((step) => step.id === stepId)?.schema, path);
  if (!isAnswerDeclaration(declaration)) return undefined;
  const context = contextAt(values, path);
  return textOf(declaration.label, context) ?? textOf(declaration.question, context);
}

describe('the review page lists every answer under the words its field declares', () => {
  it.each(Object.values(flows).map((flow) => [flow.id, flow] as const))('%s', (_, flow) => {
    // Every declared field answered: not only what a fixture happens to fill.
    const values = filledAnswers(flow);
    for (const step of reviewAnswers(flow, values)) {
      const { container, unmount } = render(<ReviewStep group={step} change={null} />);
      const shown = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
      const declared = step.rows.map((row) =>
        declaredWords(flow, step.stepId, row.path, values[step.stepId]),
      );
      expect(shown, step.stepId).toEqual(declared);
      for (const label of shown) expect(label).not.toMatch(/^[a-z]+[A-Z]\w*$|›/);
      unmount();
    }
  });

  it('prints amounts, dates and choices as the form showed them', () => {
    const [request] = reviewAnswers(investmentLoanApplicationFlow, validInvestmentAnswers).filter(
      (step) => step.stepId === 'loanRequestInformation',
    );
    render(<ReviewStep group={request!} change={null} />);
    const list = screen.getByRole('heading', { name: 'Your loan request' }).closest('section')!;
    expect(within(list).getByText('Loan amount you are requesting').nextSibling?.textContent).toBe(
      '$300,000',
    );
    expect(within(list).getByText('Purchase price').nextSibling?.textContent).toBe('$400,000');
    expect(within(list).getByText('What is the loan for?').nextSibling?.textContent).toBe('Purchase');
  });
});

/** The investment application's loan request step, drawn as the site draws it. */
function LoanRequestStep() {
  const flow = investmentLoanApplicationFlow;
  const [client] = useState(() =>
    createMemoryDraftClient(flow, { ...createDraft(flow), values: validInvestmentAnswers }),
  );
  const autosave = useAutosave({ flow, client, owner: 'review-test', storage: null, debounceMs: 10 });
  const Fields = investmentStepFields.loanRequestInformation!;
  if (autosave.draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowStepForm stepId="loanRequestInformation" onNavigate={() => undefined}>
          <Fields />
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}

describe('a question changed in its declaration', () => {
  it('changes on the step and on the review page, with nothing else edited', async () => {
    const question = 'How much would you like to borrow?';
    const undo = rewordForTest(
      investmentLoanApplicationFlow,
      'loanRequestInformation',
      'loanAmount',
      question,
    );
    try {
      render(<LoanRequestStep />);
      expect(await screen.findByLabelText(new RegExp(question.replace('?', '\\?')))).toBeTruthy();
      expect(screen.queryByLabelText(/Loan amount you are requesting/)).toBeNull();
      cleanup();

      const step = reviewAnswers(investmentLoanApplicationFlow, validInvestmentAnswers).find(
        (candidate) => candidate.stepId === 'loanRequestInformation',
      );
      render(<ReviewStep group={step!} change={null} />);
      expect(screen.getByText(question).nextSibling?.textContent).toBe('$300,000');
    } finally {
      undo();
    }
    // Undone: the declared words are back for the next reader.
    expect(declaredWords(investmentLoanApplicationFlow, 'loanRequestInformation', 'loanAmount', {})).toBe(
      'Loan amount you are requesting',
    );
  });
});
