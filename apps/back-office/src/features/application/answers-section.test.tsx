import type { StaffApplication } from '@northgate/contracts';
import {
  contextAt,
  declarationAt,
  isAnswerDeclaration,
  textOf,
  type FlowValues,
} from '@northgate/form-engine/core';
import { flows, reviewAnswers } from '@northgate/lending-flows';
import { filledAnswers } from '@northgate/lending-flows/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { AnswersSection } from './answers-section.tsx';

afterEach(cleanup);

/** The rows the API sends for an application of this flow (its answers read as a copy). */
function stepsOf(flowId: keyof typeof flows, answers: FlowValues): StaffApplication['steps'] {
  return reviewAnswers(flows[flowId], answers, 'copy').map((step) => ({
    id: step.stepId,
    title: step.title,
    rows: step.rows.map((row) => ({ ...row, within: [...row.within] })),
  }));
}

describe('the back office lists every answer under the question the borrower was asked', () => {
  it.each(Object.keys(flows) as (keyof typeof flows)[])('%s', async (flowId) => {
    const flow = flows[flowId];
    const answers = filledAnswers(flow);
    const steps = stepsOf(flowId, answers);
    const { container } = render(<AnswersSection steps={steps} reveal={() => Promise.resolve('')} />);
    for (const step of steps) {
      const section = within(screen.getByRole('region', { name: step.title }));
      const schema = flow.steps.find((candidate) => candidate.id === step.id)?.schema;
      const declared = step.rows.map((row) => {
        const declaration = declarationAt(schema, row.path);
        if (!isAnswerDeclaration(declaration)) return undefined;
        const context = contextAt(answers[step.id], row.path);
        return textOf(declaration.label, context) ?? textOf(declaration.question, context);
      });
      const shown = section.queryAllByRole('term').map((term) => term.textContent);
      expect(shown, step.id).toEqual(declared);
      // A reveal only where the field is declared revealable.
      const revealable = step.rows.filter((row) => row.revealable).length;
      expect(section.queryAllByRole('button', { name: /^Reveal / })).toHaveLength(revealable);
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reveals a masked answer on request and says the reveal is recorded', async () => {
    const user = userEvent.setup();
    const flow = flows.investmentLoanApplication;
    render(
      <AnswersSection
        steps={stepsOf('investmentLoanApplication', filledAnswers(flow))}
        reveal={(step, field) => Promise.resolve(`${step}.${field} in full`)}
      />,
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Reveal Social Security number or ITIN (You and your borrowing entity)',
      }),
    );
    expect(await screen.findByText('personalAndBorrowingEntity.ssnOrItin in full')).toBeTruthy();
    expect(screen.getByText('(revealed; recorded in the audit log)')).toBeTruthy();
  });
});
