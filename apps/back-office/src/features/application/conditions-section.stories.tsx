import { ApiError } from '@northgate/api-client';
import type { LoanCondition } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConditionsSection, type ConditionActions } from './conditions-section.tsx';

/**
 * The conditions of an application after the accepted offer (ADR 0057): by stage, who cleared each
 * and when, clear and reopen with a note, Clear to close and the form that adds one. Axe checks
 * every story.
 */
const meta = {
  title: 'Back office/Application/Conditions',
  component: ConditionsSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConditionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const APPLICATION_ID = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';
const base = {
  application_id: APPLICATION_ID,
  reference: 'NG-1DQZ-R4JE',
  description: null,
  added_at: '2026-11-27T10:00:00.000Z',
  cleared_at: null,
  clear_note: null,
  cleared_by_staff: null,
  reopened_at: null,
  reopen_reason: null,
  upload: null,
  state: 'open',
} as const;

const insurance: LoanCondition = {
  ...base,
  id: 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  stage: 'prior_to_closing',
  title: 'Proof of hazard insurance',
  description: 'The insurance binder naming Northgate Lending as mortgagee.',
  due_date: '2026-12-04',
  cleared_by: 'both',
  upload: {
    id: 'd1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    application_id: APPLICATION_ID,
    reference: 'NG-1DQZ-R4JE',
    name: 'Proof of hazard insurance',
    description: null,
    due_date: '2026-12-04',
    state: 'answered',
    requested_at: '2026-11-27T10:00:00.000Z',
    answered_at: '2026-11-28T09:00:00.000Z',
    documents: [
      {
        id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        purpose: 'requested',
        file_name: 'binder.pdf',
        content_type: 'application/pdf',
        size: 2048,
        uploaded_at: '2026-11-28T09:00:00.000Z',
        locked: true,
      },
    ],
  },
};
const appraisal: LoanCondition = {
  ...base,
  id: 'c2a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  stage: 'prior_to_docs',
  title: 'Appraisal review',
  due_date: '2026-12-01',
  cleared_by: 'staff_note',
  state: 'cleared',
  cleared_at: '2026-11-28T11:00:00.000Z',
  clear_note: 'The appraisal supports the value.',
  cleared_by_staff: 'Sam Staff',
};

const settle = async () => undefined;
const actions: ConditionActions = {
  add: settle,
  clear: settle,
  reopen: settle,
  clearToClose: async () => {
    throw new ApiError({
      status: 409,
      body: {
        error: 'Not clear to close: 1 condition before closing is still open: “Proof of hazard insurance”',
      },
    });
  },
};

export const ByStage: Story = {
  args: { status: 'term_sheet_signed', conditions: [appraisal, insurance], canManage: true, actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cleared by Sam Staff on', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Open: the borrower’s upload arrived, ready to clear')).toBeVisible();
    await expect(canvas.getByText('1 condition before closing is still open.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear to close' }));
    await expect(
      await canvas.findByText(
        'Not clear to close: 1 condition before closing is still open: “Proof of hazard insurance”',
      ),
    ).toBeVisible();
    // A note is needed to clear.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear condition' }));
    await expect(await canvas.findByText('Write what cleared the condition')).toBeVisible();
  },
};

export const ReadOnlyAfterFunding: Story = {
  args: { status: 'funded', conditions: [appraisal, insurance], canManage: true, actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Clear to close' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Add a condition' })).toBeNull();
  },
};
