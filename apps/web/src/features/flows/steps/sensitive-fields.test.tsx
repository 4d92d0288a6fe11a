import {
  createDraft,
  maskValues,
  sensitiveFields,
  stepPath,
  type Flow,
  type FlowDraft,
} from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  FlowStepForm,
  useAutosave,
} from '@northgate/lending-flows/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepFields } from './step-fields.ts';

/**
 * A draft loaded from the API holds each identity number and birth date masked. Every step that
 * asks one shows it as on file, lets the borrower go on without typing it again, and Change
 * brings the empty field back.
 */

type Answers = Record<string, Record<string, unknown>>;

const refs = new Map<unknown, string>();
const ref = (value: unknown) => {
  if (!refs.has(value)) refs.set(value, `ref-${refs.size + 1}`);
  return refs.get(value)!;
};

function maskedAnswers(flow: Flow, answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([stepId, values]) => [
      stepId,
      maskValues(flow.steps.find((step) => step.id === stepId)?.schema, values, ref),
    ]),
  );
}

function Harness({
  flow,
  stepId,
  values,
  onNavigate,
}: {
  flow: Flow;
  stepId: string;
  values: FlowDraft['values'];
  onNavigate: (path: string) => void;
}) {
  const [client] = useState(() => createMemoryDraftClient(flow, { ...createDraft(flow), values }));
  const autosave = useAutosave({ flow, client, owner: 'borrower-test', storage: null, debounceMs: 10 });
  const Fields = (stepFields as Partial<typeof stepFields>)[flow.id as keyof typeof stepFields]?.[stepId];
  if (autosave.draft === undefined || !Fields) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowStepForm stepId={stepId} onNavigate={onNavigate}>
          <Fields />
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}

const cases = (
  [
    [flows.investmentLoanApplication, validInvestmentAnswers],
    [flows.permanentLoanApplication, validPermanentAnswers],
    [flows.businessLoanApplication, validBusinessAnswers],
    [flows.longForm, validLongFormAnswers],
  ] as [Flow, Answers][]
).flatMap(([flow, answers]) =>
  flow.steps
    // Identity numbers and birth dates; account numbers (`masked`) go back to their owner in full.
    .filter((step) => sensitiveFields(step.schema, ['revealable']).length > 0)
    .map((step) => [`${flow.id} ${step.id}`, flow, step.id, answers] as const),
);

/** The last four digits of each identity number in the step's answers ('' for a birth date). */
function shownEndings(flow: Flow, stepId: string, answers: Answers): string[] {
  const masked = JSON.stringify(maskedAnswers(flow, answers)[stepId]);
  return [...masked.matchAll(/"masked":true(?:,"lastFour":"(\d{4})")?/g)].map((match) => match[1] ?? '');
}

afterEach(cleanup);

describe('sensitive answers on file', () => {
  it.each(cases)(
    '%s: each is on file, and the step goes on without typing them again',
    async (_name, flow, stepId, answers) => {
      const onNavigate = vi.fn();
      const user = userEvent.setup();
      render(
        <Harness flow={flow} stepId={stepId} values={maskedAnswers(flow, answers)} onNavigate={onNavigate} />,
      );
      const endings = shownEndings(flow, stepId, answers);
      expect(endings.length).toBeGreaterThan(0);
      const onFile = await screen.findAllByText(/^On file/);
      expect(onFile).toHaveLength(endings.length);
      expect(onFile.map((text) => /ending (\d{4})/.exec(text.textContent)?.[1] ?? '').sort()).toEqual(
        [...endings].sort(),
      );
      const next = flow.steps[flow.steps.findIndex((step) => step.id === stepId) + 1]!;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(stepPath(flow, next.id)));
    },
  );

  it('Change brings back the empty field, focused; left empty, the error summary links to it', async () => {
    const flow = flows.investmentLoanApplication;
    const user = userEvent.setup();
    render(
      <Harness
        flow={flow}
        stepId="personalAndBorrowingEntity"
        values={maskedAnswers(flow, validInvestmentAnswers)}
        onNavigate={() => {}}
      />,
    );
    const ssn = await screen.findByRole('group', { name: 'Social Security number or ITIN' });
    const { ssnOrItin } = validInvestmentAnswers.personalAndBorrowingEntity as { ssnOrItin: string };
    within(ssn).getByText(new RegExp(`On file \\(ending ${ssnOrItin.slice(-4)}\\)`));
    await user.click(within(ssn).getByRole('button', { name: 'Change Social Security number or ITIN' }));

    const input = await screen.findByLabelText<HTMLInputElement>('Social Security number or ITIN');
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input));
    // The date of birth stays on file.
    screen.getByRole('button', { name: 'Change Date of birth' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Value is required' });
    await user.click(link);
    expect(document.activeElement).toBe(input);

    await user.type(input, '321549876');
    expect(input.value).toBe('321-54-9876');
  });
});
