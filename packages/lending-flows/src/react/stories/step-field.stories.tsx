import { answerRows, answerSections, defineFlow } from '@northgate/form-engine/core';
import { createMemoryDraftClient, FlowProvider } from '@northgate/form-engine/react';
import {
  address,
  count,
  dollars,
  emptyAddress,
  optionalDate,
  requiredString,
  ssnOrItin,
  usPhone,
} from '@northgate/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import * as v from 'valibot';
import { ask, askChoice, askList, askYesNo } from '../../shared/ask.ts';
import { FlowForm, FlowStepForm, StepField, StepList, useAutosave, type FlowFormValues } from '../index.ts';

/*
 * One step declared with the product's vocabulary (`ask`, `askChoice`, `askYesNo`, `askList`),
 * every field drawn by `StepField` from its declaration, and the answers read back from the same
 * declarations: what the review page, the PDF copy and the back office do with every flow's steps.
 */

const purposes = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'refinance', label: 'Rate/term refinance' },
];

const owner = v.object({
  name: ask('text', requiredString({ max: 100 }), { question: 'Full name', input: { autoComplete: 'off' } }),
  share: ask('percent', v.pipe(v.string(), v.nonEmpty('Enter a share')), {
    question: 'Their share, in percent',
  }),
});

const showcase = defineFlow({
  id: 'stepFieldShowcase',
  basePath: '/showcase/',
  access: 'anonymous',
  steps: [
    {
      id: 'loan',
      title: 'Your loan request',
      schema: v.object({
        purpose: askChoice(purposes, { question: 'What is the loan for?' }),
        price: ask('money', dollars({ min: 1 }), {
          question: ({ step }) =>
            step.purpose === 'purchase' ? 'Purchase price' : 'Estimated value of the property',
        }),
        closing: ask('date', optionalDate(), { question: 'When would you like to close?', optional: true }),
        units: ask('number', count({ min: 1, max: 10 }), {
          question: 'Number of units',
          input: { width: 'short' },
        }),
        leased: askYesNo({ question: 'Is the property leased now?' }),
        phone: ask('phone', usPhone(), { question: 'Mobile phone' }),
        ssn: ask('taxId', ssnOrItin(), {
          question: 'Social Security number or ITIN',
          hint: 'It is encrypted and never shown in full again.',
          sensitivity: 'revealable',
        }),
        property: ask('address', address(), { question: 'Property address' }),
        owners: askList(v.array(owner), { question: 'Other owners', itemNoun: 'Owner' }),
        agree: ask('check', v.literal(true, 'Confirm to continue'), {
          question: 'I certify that this loan is for business purposes.',
        }),
      }),
      initialValues: {
        purpose: '',
        price: '',
        closing: '',
        units: '',
        leased: '',
        phone: '',
        ssn: '',
        property: { ...emptyAddress },
        owners: [],
        agree: false,
      },
      progress: { kind: 'hidden' },
    },
  ],
});

/** The answers so far, read back from the declarations as the review page reads them. */
function ReadBack() {
  const { values } = useFormikContext<FlowFormValues>();
  const rows = answerRows(showcase.steps[0]?.schema, values.loan);
  return (
    <section aria-labelledby="read-back">
      <h2 id="read-back">Read back from the declarations</h2>
      {answerSections(rows).map((section, index) => (
        <div key={index}>
          {section.within.length > 0 && <h3>{section.within.join(' › ')}</h3>}
          <dl>
            {section.rows.map((row) => (
              <div key={row.path}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

function Showcase() {
  const [client] = useState(() => createMemoryDraftClient(showcase));
  const autosave = useAutosave({ flow: showcase, client, owner: 'story', storage: null });
  if (autosave.draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={showcase} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowStepForm stepId="loan" onNavigate={() => undefined}>
          <StepField field="purpose" />
          <StepField field="price" />
          <StepField field="closing" />
          <StepField field="units" />
          <StepField field="leased" />
          <StepField field="phone" />
          <StepField field="ssn" />
          <StepField field="property" />
          <StepList
            field="owners"
            emptyItem={{ name: '', share: '' }}
            max={4}
            renderItem={(path) => (
              <>
                <StepField field={`${path}.name`} />
                <StepField field={`${path}.share`} />
              </>
            )}
          />
          <StepField field="agree" />
        </FlowStepForm>
        <ReadBack />
      </FlowForm>
    </FlowProvider>
  );
}

const meta = {
  title: 'Flows/Step fields from declarations',
  component: Showcase,
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvas, userEvent }) => {
    // Each input is labelled with its declared question, and the hint sits under it.
    await userEvent.selectOptions(await canvas.findByLabelText('What is the loan for?'), 'Purchase');
    // The question follows the answers around it.
    await userEvent.type(await canvas.findByLabelText(/Purchase price/), '312500');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByText('It is encrypted and never shown in full again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an owner' }));
    await userEvent.type(await canvas.findByLabelText('Full name'), 'Daniel Okafor');
    await userEvent.type(canvas.getByLabelText(/Their share, in percent/), '40');

    // The same declarations read the answers back: questions as labels, amounts as shown.
    const readBack = within(canvas.getByRole('region', { name: 'Read back from the declarations' }));
    await expect(readBack.getByText('Purchase price')).toBeVisible();
    await expect(readBack.getByText('$312,500')).toBeVisible();
    await expect(readBack.getByText('Is the property leased now?')).toBeVisible();
    await expect(readBack.getByRole('heading', { name: 'Other owners › Owner 1' })).toBeVisible();
    await expect(readBack.getByText('40%')).toBeVisible();
  },
};
