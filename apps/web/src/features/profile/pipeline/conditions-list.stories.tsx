import type { LoanCondition } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConditionsList } from './conditions-list.tsx';
import type { DocumentRequestActions } from './document-request-item.tsx';

/**
 * The conditions on the borrower's application page (ADR 0057), grouped by stage: one waiting for
 * the borrower's upload (the document request's upload), one staff are working on, one cleared
 * with its note. The server is in memory; axe checks every story.
 */
const meta = {
  title: 'Profile/Loan pipeline/Conditions',
  component: ConditionsList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConditionsList>;

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
  reopened_at: '2026-11-28T09:00:00.000Z',
  reopen_reason: 'The binder you sent expires before closing; please send the renewed one.',
  upload: {
    id: 'd1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    application_id: APPLICATION_ID,
    reference: 'NG-1DQZ-R4JE',
    name: 'Proof of hazard insurance',
    description: 'The insurance binder naming Northgate Lending as mortgagee.',
    due_date: '2026-12-04',
    state: 'open',
    requested_at: '2026-11-27T10:00:00.000Z',
    answered_at: null,
    documents: [],
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
};
const wire: LoanCondition = {
  ...base,
  id: 'c3a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  stage: 'prior_to_funding',
  title: 'Wire instructions verified by phone',
  due_date: '2026-12-10',
  cleared_by: 'staff_note',
};

const memoryActions: DocumentRequestActions = {
  upload: async (file) => ({ id: `doc-${file.name}` }),
  remove: async () => undefined,
  answer: async (requestId) => ({ ...insurance.upload!, id: requestId, state: 'answered' }),
};

export const ByStage: Story = {
  args: { conditions: [appraisal, insurance, wire], actions: memoryActions, onAnswered: () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 of 3 conditions are left to clear.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Before closing documents' })).toBeVisible();
    const left = canvas.getByRole('list', { name: 'Left to clear before closing' });
    await expect(left).toHaveTextContent('Waiting for you');
    await expect(left).toHaveTextContent('The binder you sent expires before closing');
    await expect(canvas.getByLabelText('Upload Proof of hazard insurance')).toBeInTheDocument();
    const cleared = canvas.getByRole('list', { name: 'Cleared before closing documents' });
    await expect(cleared).toHaveTextContent('The appraisal supports the value.');
    await expect(canvas.getByRole('list', { name: 'Left to clear before funding' })).toHaveTextContent(
      'Your loan officer is working on it',
    );
  },
};

export const AllCleared: Story = {
  args: { conditions: [appraisal], actions: memoryActions, onAnswered: () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every condition is cleared.')).toBeVisible();
  },
};
