import { flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import type { FlowValues } from '@northgate/form-engine/core';
import { reviewedFlows, type FlowId } from '@northgate/site-config';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowHarness } from '../flow-harness.fixture.tsx';

afterEach(cleanup);

// jsdom has no canvas: the declarations step's pad failed to draw whenever an earlier file of the
// shuffled run had loaded its chunk (so the lazy pad mounted at once). The drawn signature has the
// ui package's stories. A mocking file (vitest.config.ts).
vi.mock('@northgate/ui/lazy-signature-pad', () => ({
  LazySignaturePad: ({ label }: { label?: string }) => <p>{label}</p>,
}));

const REVIEW = 'Check your answers before you submit';
const answers: Record<(typeof reviewedFlows)[number], FlowValues> = {
  longForm: validLongFormAnswers,
  permanentLoanApplication: validPermanentAnswers,
  investmentLoanApplication: validInvestmentAnswers,
  businessLoanApplication: validBusinessAnswers,
};

describe('Change on the review page (check your answers)', () => {
  it.each(reviewedFlows)('%s: the changed step returns straight to the review', async (flowId: FlowId) => {
    const user = userEvent.setup();
    const flow = flows[flowId];
    const [first] = flow.steps;
    render(<FlowHarness flowId={flowId} stepId="review" values={answers[flowId as keyof typeof answers]} />);
    await screen.findByRole('heading', { level: 1, name: REVIEW });

    await user.click(screen.getByRole('link', { name: new RegExp(`^Change ?${first!.title}$`, 'i') }));
    await screen.findByRole('heading', { level: 1, name: first!.title });
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    expect(await screen.findByRole('heading', { level: 1, name: REVIEW })).toBeTruthy();
  });

  it("a problem's Go to link also returns straight to the review", async () => {
    const user = userEvent.setup();
    const { borrower } = validPermanentAnswers.declarations;
    const values = {
      ...validPermanentAnswers,
      declarations: {
        borrower: { ...borrower, signature: { ...borrower.signature, legalName: 'Sam Rivers' } },
      },
    };
    render(<FlowHarness flowId="permanentLoanApplication" stepId="review" values={values} />);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await user.click(await screen.findByRole('link', { name: 'Go to declarations and signature' }));
    await screen.findByRole('heading', { level: 1, name: 'Declarations and signature' });
    expect(screen.queryByRole('button', { name: 'Review your answers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    expect(await screen.findByRole('heading', { level: 1, name: REVIEW })).toBeTruthy();
  });
});
