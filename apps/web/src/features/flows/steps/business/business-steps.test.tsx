import { createDraft, stepPath, type FlowDraft } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  FlowStepForm,
  useAutosave,
} from '@northgate/lending-flows/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type CanvasHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validBusinessAnswers } from '@northgate/lending-flows/fixtures';
import { businessStepFields } from './index.ts';

// jsdom has no canvas to draw on: the signature pad's drawing library is replaced by a blank one.
vi.mock('react-signature-canvas', () => ({
  default: class BlankSignatureCanvas extends Component<{
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement>;
  }> {
    isEmpty = () => true;
    fromDataURL = () => Promise.resolve();
    on = () => {};
    off = () => {};
    clear = () => {};
    toDataURL = () => '';
    getCanvas = () => document.createElement('canvas');
    override render() {
      return <canvas {...this.props.canvasProps} />;
    }
  },
}));

const flow = flows.businessLoanApplication;

interface HarnessProps {
  stepId: string;
  values?: FlowDraft['values'];
  onNavigate?: (path: string) => void;
  onFinish?: () => void;
}

function Harness({ stepId, values = {}, onNavigate = () => {}, onFinish }: HarnessProps) {
  const [client] = useState(() => createMemoryDraftClient(flow, { ...createDraft(flow), values }));
  const autosave = useAutosave({ flow, client, owner: 'borrower-test', storage: null, debounceMs: 10 });
  const Fields = businessStepFields[stepId];
  if (autosave.draft === undefined || !Fields) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowStepForm stepId={stepId} onNavigate={onNavigate} onFinish={onFinish}>
          <Fields />
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}

const question = (text: string) => screen.getByRole('group', { name: new RegExp(text) });

afterEach(cleanup);

describe('business application step fields', () => {
  it('registers a field component for each of the seven steps', () => {
    expect(Object.keys(businessStepFields)).toEqual(flow.steps.map((step) => step.id));
  });

  it.each(flow.steps.slice(0, -1).map((step, index) => [step.id, flow.steps[index + 1]!.id]))(
    '%s with the complete answers goes on to %s',
    async (stepId, nextId) => {
      const onNavigate = vi.fn();
      const user = userEvent.setup();
      render(<Harness stepId={stepId} values={validBusinessAnswers} onNavigate={onNavigate} />);
      await user.click(await screen.findByRole('button', { name: 'Next' }));
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(stepPath(flow, nextId)));
    },
  );

  it('processingInformation with the complete answers submits the application', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<Harness stepId="processingInformation" values={validBusinessAnswers} onFinish={onFinish} />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });

  it('haveBankAccount asks for the account details only after a Yes', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="haveBankAccount" />);
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('Bank name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Bank name')).toBeTruthy();
    expect(screen.getByLabelText(/^Average deposits each month/)).toBeTruthy();
  });

  it('businessInformation shows what is left of the loan to assign to uses', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="businessInformation" />);
    await user.type(await screen.findByLabelText(/^How much do you want to borrow/), '200000');
    await user.type(screen.getByLabelText(/^Amount/), '150000');
    const figures = screen.getByLabelText('Uses of the loan');
    expect(within(figures).getByText('$150,000')).toBeTruthy();
    expect(within(figures).getByText('Left to assign')).toBeTruthy();
    expect(within(figures).getByText('$50,000')).toBeTruthy();

    expect(screen.queryByRole('group', { name: 'Where will the money be spent?' })).toBeNull();
    await user.click(
      within(question('Will the money be spent at the business address')).getByRole('radio', { name: 'No' }),
    );
    expect(screen.getByRole('group', { name: 'Where will the money be spent?' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Type of business entity'), 'other');
    expect(screen.getByLabelText('What kind of entity is it?')).toBeTruthy();
  });

  it('ownerInformation asks for an explanation after a Yes, and offers Prefer not to say', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="ownerInformation" />);
    await screen.findByText('Your answers as an owner');
    expect(screen.queryByLabelText(/^Tell us about each Yes answer/)).toBeNull();
    await user.click(within(question('on probation or parole')).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/^Tell us about each Yes answer/)).toBeTruthy();
    expect(within(question('^Sex')).getByRole('radio', { name: 'Prefer not to say' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Prefer not to say' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add an owner' }));
    expect(screen.getByRole('heading', { name: 'Owner 1' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Social Security number or ITIN/)).toHaveLength(1);
  });

  it('ownerInformation adds up the shares from the first step and this one', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="ownerInformation" values={{ 'personal-data': { ownershipPct: '60' } }} />);
    await user.click(await screen.findByRole('button', { name: 'Add an owner' }));
    await user.type(screen.getByLabelText(/^Their share of the business/), '50');
    expect(screen.getByText(/Ownership entered: 110%/).textContent).toContain('That is more than 100%');
  });

  it('partnerInformation starts each list with one entry after a Yes', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="partnerInformation" />);
    await user.click(
      within(await screen.findByRole('group', { name: /own 20% or more of any other business/ })).getByRole(
        'radio',
        {
          name: 'Yes',
        },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Affiliate 1' })).toBeTruthy();
    expect(screen.getByLabelText('How is it connected to this business?')).toBeTruthy();
  });

  it('propertyInfo asks owner questions for a purchase and lease questions for a lease', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="propertyInfo" />);
    await user.click(
      within(await screen.findByRole('group', { name: /property part of this loan/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'We are buying it with this loan' }));
    expect(screen.getByLabelText(/^Purchase price/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Monthly rent/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'The business leases it' }));
    expect(screen.queryByLabelText(/^Purchase price/)).toBeNull();
    expect(screen.getByLabelText(/^Monthly rent/)).toBeTruthy();
  });

  it('processingInformation asks for the broker’s fee after a Yes and ends with the signature', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="processingInformation" />);
    await user.click(
      within(await screen.findByRole('group', { name: /broker, loan packager/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(screen.getByLabelText(/^What you will pay them/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I certify that the information/ })).toBeTruthy();
    expect(await screen.findByLabelText(/Full legal name|legal name/i)).toBeTruthy();
  });
});
