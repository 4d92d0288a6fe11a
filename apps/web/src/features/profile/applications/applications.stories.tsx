import type { ApplicationSummary, DocumentRequest, DraftSummary } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { NextStep } from './next-step.tsx';
import { StoryRouter } from '@northgate/storybook-fixtures/story-router';
import { SubmittedList } from './submitted-list.tsx';
import { UnfinishedList } from './unfinished-list.tsx';

/**
 * The profile's application lists: unfinished drafts (Resume at the furthest step, Discard behind
 * a confirmation dialog), submitted applications with their reference and status, and the
 * overview's latest application with what to do next. Axe checks every story.
 */
const meta = {
  title: 'Profile/My applications',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const drafts: DraftSummary[] = [
  {
    flowId: 'longForm',
    progress: { kind: 'value', value: 30 },
    resumeStep: { id: 'incomeInfo', title: 'Your income', path: '/longForm/incomeInfo' },
    updatedAt: '2026-11-24T16:05:00.000Z',
  },
  {
    flowId: 'investmentLoanApplication',
    progress: { kind: 'stage', stageId: 'request', label: 'Request', position: 2, total: 5 },
    resumeStep: {
      id: 'loanRequestInformation',
      title: 'Loan request',
      path: '/investment-loan-application/loanRequestInformation',
    },
    updatedAt: '2026-11-20T09:30:00.000Z',
  },
];

const applications: ApplicationSummary[] = [
  {
    application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
    flow_id: 'permanentLoanApplication',
    reference: 'NG-1DQZ-R4JE',
    status: 'submitted',
    submitted_at: '2026-11-18T14:12:00.000Z',
  },
  {
    application_id: '5f0c2b1e-8d3a-4f6b-9e21-7c4d0a9b3e15',
    flow_id: 'shortQuiz',
    reference: 'NG-BW62-3EGR',
    status: 'submitted',
    submitted_at: '2026-10-02T10:00:00.000Z',
  },
];

/** An unfinished application older than the last one sent. */
const olderDraft: DraftSummary = {
  flowId: 'businessLoanApplication',
  progress: { kind: 'stage', stageId: 'bank', label: 'Bank', position: 2, total: 7 },
  resumeStep: {
    id: 'haveBankAccount',
    title: 'Your bank account',
    path: '/business-loan-application/haveBankAccount',
  },
  updatedAt: '2026-11-02T08:00:00.000Z',
};

/** The list with a server in memory: discards succeed, or fail with `refusal`. */
function UnfinishedDemo({ initial, refusal }: { initial: DraftSummary[]; refusal?: string }) {
  const [list, setList] = useState(initial);
  return (
    <StoryRouter path="/profile">
      <UnfinishedList
        drafts={list}
        emptyText="You have no unfinished applications."
        onDiscard={async (draft) => {
          if (refusal) throw new Error(refusal);
          setList((current) => current.filter((d) => d.flowId !== draft.flowId));
        }}
      />
    </StoryRouter>
  );
}

export const Unfinished: Story = {
  render: () => <UnfinishedDemo initial={drafts} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Resume your full application' })).toHaveAttribute(
      'href',
      '/longForm/incomeInfo',
    );
    await expect(canvas.getByText('30% complete')).toBeVisible();
    await expect(canvas.getByText('Stage 2 of 5: Request')).toBeVisible();

    // Escape closes the dialog and focus goes back to the button that opened it.
    const opener = canvas.getByRole('button', { name: 'Discard your full application' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Discard this application?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    // Confirmed: the draft is gone and the message saying so has focus.
    await userEvent.click(opener);
    const confirm = await canvas.findByRole('dialog', { name: 'Discard this application?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    const status = await canvas.findByText('Your full application was discarded.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: 'Resume your full application' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Resume your investment loan application' })).toBeVisible();
  },
};

export const DiscardRefused: Story = {
  render: () => (
    <UnfinishedDemo
      initial={drafts}
      refusal="This application was saved again after you opened the list, so we kept it. Check it before you discard it."
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard your full application' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Discard this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('saved again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(canvas.getByRole('link', { name: 'Resume your full application' })).toBeVisible();
  },
};

export const UnfinishedEmpty: Story = {
  render: () => <UnfinishedDemo initial={[]} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no unfinished applications.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start with a few questions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shortQuiz\/?$/),
    );
  },
};

export const Submitted: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <SubmittedList applications={applications} />
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('NG-1DQZ-R4JE')).toBeVisible();
    await expect(canvas.getAllByText('Received')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Status and timeline of NG-1DQZ-R4JE' })).toHaveAttribute(
      'href',
      '/profile/longFormComplete?application=0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
    );
    await expect(canvas.queryByRole('button', { name: /Discard/ })).toBeNull();
  },
};

export const SubmittedEmpty: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <SubmittedList applications={[]} />
    </StoryRouter>
  ),
};

export const NextStepFinishDraft: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <NextStep drafts={drafts} applications={applications} />
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Resume your full application' })).toBeVisible();
  },
};

export const NextStepWaitForUs: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <NextStep drafts={[olderDraft]} applications={applications} />
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Our loan team will be in touch within one business day/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'an unfinished application' })).toHaveAttribute(
      'href',
      '/profile/longFormUnfinished',
    );
  },
};

export const NextStepOfferToAnswer: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <NextStep drafts={[]} applications={[{ ...applications[0]!, status: 'offer_issued' }]} />
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Offer issued')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review your loan offer' })).toHaveAttribute(
      'href',
      '/profile/loanOffers',
    );
  },
};

const sentContract: DocumentRequest = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  application_id: applications[0]!.application_id,
  reference: applications[0]!.reference,
  name: 'Purchase contract',
  description: null,
  due_date: '2026-12-04',
  state: 'answered',
  requested_at: '2026-11-25T14:00:00.000Z',
  answered_at: '2026-11-26T09:00:00.000Z',
  documents: [],
};

/** Every requested document sent while the status still says requested: Next stops asking. */
export const NextStepEveryDocumentSent: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <NextStep
        drafts={[]}
        applications={[{ ...applications[0]!, status: 'documents_requested' }]}
        requests={[sentContract]}
      />
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have sent every document we asked for/)).toBeVisible();
    await expect(canvas.queryByText(/We need one or more documents/)).toBeNull();
  },
};

export const NextStepNothingYet: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <NextStep drafts={[]} applications={[]} />
    </StoryRouter>
  ),
};
