import { requireStep, type FlowValues } from '@northgate/form-engine/core';
import { flows, type SiteStepId } from '@northgate/lending-flows';
import type { FlowId } from '@northgate/site-config';
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { FlowHarness } from '../flow-harness.fixture.tsx';

/**
 * Builds the stories of a flow's steps, one CSF export per step (Storybook's indexer reads static
 * exports), all in the one `FlowHarness`. Each story's play checks what the borrower sees first:
 * the step's title as its heading and the step's key field by its label; on a filled step, that
 * the field shows the saved answer. A story's own play runs after that check.
 */

export type StepStory = StoryObj<typeof FlowHarness>;
type Play = NonNullable<StepStory['play']>;

/** The field a step is recognised by: its label, and on a filled step the one showing an answer. */
export interface KeyField {
  readonly label: string | RegExp;
  /** When filled, a different field shows the answer (e.g. a schedule's first entry, not its "none" box). */
  readonly filledLabel?: string;
}

/** Checked, chosen or typed in: the field shows an answer the borrower gave. */
async function expectAnswered(field: HTMLElement) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    await expect(field).toBeChecked();
  } else if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
  ) {
    await expect(field).not.toHaveValue('');
  } else {
    // A labelled radio group or fieldset: one of its options is chosen.
    await expect(field.querySelector('input:checked')).not.toBeNull();
  }
}

type Canvas = Parameters<Play>[0]['canvas'];

/** The first field with this label: an input, or a question asked as a group of options (a legend). */
function keyField(canvas: Canvas, label: string | RegExp): HTMLElement {
  const [field] = [
    ...canvas.queryAllByLabelText(label),
    ...canvas.queryAllByRole('radiogroup', { name: label }),
    ...canvas.queryAllByRole('group', { name: label }),
  ];
  if (field === undefined) throw new Error(`No field or group labelled ${String(label)}`);
  return field;
}

export function stepStories<F extends FlowId>(
  flowId: F,
  keyFields: Readonly<Record<SiteStepId<F>, string | RegExp | KeyField>>,
  answers?: FlowValues,
) {
  const story = (
    stepId: SiteStepId<F>,
    values: FlowValues | undefined,
    answered: boolean,
    extra?: Play,
  ): StepStory => {
    const { title } = requireStep(flows[flowId], stepId);
    const key = keyFields[stepId];
    const { label, filledLabel = label } =
      typeof key === 'string' || key instanceof RegExp ? { label: key } : key;
    return {
      args: { flowId, stepId, ...(values && { values }) },
      play: async (context) => {
        const { canvas } = context;
        await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
        const field = keyField(canvas, answered ? filledLabel : label);
        await expect(field).toBeVisible();
        if (answered) await expectAnswered(field);
        await extra?.(context);
      },
    };
  };
  const example = () => {
    if (!answers) throw new Error(`No example answers given for ${flowId}`);
    return answers;
  };
  return {
    /** The step as a borrower first opens it, with nothing answered anywhere. */
    empty: (stepId: SiteStepId<F>, play?: Play) => story(stepId, undefined, false, play),
    /** The step reached with the example's answers to every other step, itself not yet answered. */
    reached: (stepId: SiteStepId<F>, play?: Play) => {
      const { [stepId]: _unanswered, ...others } = example();
      return story(stepId, others, false, play);
    },
    /** The step completed with the flow's realistic example answers. */
    filled: (stepId: SiteStepId<F>, play?: Play) => story(stepId, example(), true, play),
  };
}
