import { flows } from '@northgate/lending-flows';
import type { FlowId } from '@northgate/site-config';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowHarness } from '../flow-harness.fixture.tsx';

afterEach(cleanup);

// The step of each flow that asks for the applicant's own contact details.
const contactSteps: [FlowId, string][] = [
  ['investmentLoanApplication', 'personalAndBorrowingEntity'],
  ['businessLoanApplication', 'personal-data'],
  ['permanentLoanApplication', 'borrowerInformation'],
  ['shortQuiz', 'personalDetails'],
];

describe("a signed-in borrower's contact fields start filled from the profile", () => {
  it.each(contactSteps)('%s', async (flowId, stepId) => {
    render(
      <FlowHarness flowId={flowId} stepId={stepId} account={{ firstName: 'Priya', lastName: 'Raman' }} />,
    );
    const title = flows[flowId].steps.find((step) => step.id === stepId)!.title;
    await screen.findByRole('heading', { level: 1, name: title });
    // The first fields of each kind are the applicant's own (a co-borrower's come later).
    const form = within(document.querySelector('form')!);
    expect(await form.findByDisplayValue('Priya')).toBeTruthy();
    expect(form.getByDisplayValue('Raman')).toBeTruthy();
    expect(form.getByDisplayValue('story@example.test')).toBeTruthy();
  });

  it('a guest starts blank', async () => {
    render(<FlowHarness flowId="investmentLoanApplication" stepId="personalAndBorrowingEntity" />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByDisplayValue('story@example.test')).toBeNull();
  });
});
