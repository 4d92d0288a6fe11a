import { ApiError } from '@northgate/api-client';
import type { ApplicationEvent, DocumentRequest, LoanOffer } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryRouter } from '@northgate/storybook-fixtures/story-router';
import { flows, reviewAnswers } from '@northgate/lending-flows';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';
import { ApplicationDetails } from './application-page.tsx';
import { DocumentRequestList } from './document-request-list.tsx';
import type { DocumentRequestActions } from './document-request-item.tsx';
import { OfferCard, type OfferAnswer } from './offer-card.tsx';
import { Timeline } from './timeline.tsx';

/**
 * The borrower's side of the loan pipeline (docs/decisions/0017-loan-pipeline.md): loan offers
 * with Accept / Decline behind a confirmation, document requests answered with uploads, and an
 * application's timeline. The server is in memory; axe checks every story.
 */
const meta = {
  title: 'Profile/Loan pipeline',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = new Date('2026-11-26T12:00:00.000Z');
const APPLICATION_ID = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';

const offer: LoanOffer = {
  id: '7d1c1c8e-0c0a-4b7e-9a44-1f3c0b9f2a10',
  application_id: APPLICATION_ID,
  reference: 'NG-1DQZ-R4JE',
  amount: 350000,
  rate_percent: 10.5,
  term_months: 360,
  points: 1.5,
  fees: 2495,
  repayment: 'amortising',
  monthly_payment: 3201.58,
  holdback: 0,
  prepayment_terms: 'none',
  expires_at: '2026-12-10T17:00:00.000Z',
  state: 'open',
  issued_at: '2026-11-25T15:00:00.000Z',
  answered_at: null,
};

const request: DocumentRequest = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  application_id: APPLICATION_ID,
  reference: 'NG-1DQZ-R4JE',
  name: 'Purchase contract',
  description: 'The signed contract for the property, every page.',
  due_date: '2026-12-04',
  state: 'open',
  requested_at: '2026-11-25T14:00:00.000Z',
  answered_at: null,
  documents: [],
};

const events: ApplicationEvent[] = [
  {
    id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    kind: 'submitted',
    status: 'submitted',
    from_status: null,
    note: null,
    actor: 'borrower',
    staff_name: null,
    at: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'e2a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    kind: 'status_changed',
    status: 'in_review',
    from_status: 'submitted',
    note: 'Thanks for applying. I am reviewing your file today.',
    actor: 'staff',
    staff_name: null,
    at: '2026-11-24T15:30:00.000Z',
  },
  {
    id: 'e3a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    kind: 'document_requested',
    status: 'documents_requested',
    from_status: 'in_review',
    note: 'Purchase contract',
    actor: 'staff',
    staff_name: null,
    at: '2026-11-25T14:00:00.000Z',
  },
];

const answerWith =
  (refusal?: string) =>
  async (answered: LoanOffer, answer: OfferAnswer): Promise<LoanOffer> => {
    // The server's 409 body, as the API client hands it over.
    if (refusal) throw new ApiError({ status: 409, body: { error: refusal } });
    return {
      ...answered,
      state: answer === 'accept' ? 'accepted' : 'declined',
      answered_at: NOW.toISOString(),
    };
  };

function OfferDemo({ initial, refusal }: { initial: LoanOffer; refusal?: string }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <OfferCard offer={initial} onAnswer={answerWith(refusal)} now={NOW} />
    </ul>
  );
}

export const OpenOffer: Story = {
  render: () => <OfferDemo initial={offer} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('$350,000.00')).toBeVisible();
    await expect(canvas.getByText('$3,201.58')).toBeVisible();
    await expect(canvas.getByText('30 years')).toBeVisible();
    const accept = canvas.getByRole('button', { name: 'Accept the offer for NG-1DQZ-R4JE' });
    await userEvent.click(accept);
    const dialog = await canvas.findByRole('dialog', { name: 'Accept this offer?' });
    await expect(dialog).toHaveTextContent('$3,201.58 a month');
    // Escape keeps the offer open and focus goes back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(accept).toHaveFocus();
  },
};

export const RefusedByTheServer: Story = {
  render: () => <OfferDemo initial={offer} refusal="This offer has expired and can no longer be accepted." />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the offer for NG-1DQZ-R4JE' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Accept this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This offer has expired');
  },
};

export const ExpiredOffer: Story = {
  render: () => <OfferDemo initial={{ ...offer, expires_at: '2026-11-26T09:00:00.000Z' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This offer expired on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
  },
};

export const AcceptedOffer: Story = {
  render: () => (
    <OfferDemo initial={{ ...offer, state: 'accepted', answered_at: '2026-11-26T10:00:00.000Z' }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You accepted this offer on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
  },
};

/** Closed when the borrower accepted another offer for the application: it says so, with no buttons. */
export const SupersededOffer: Story = {
  render: () => (
    <OfferDemo initial={{ ...offer, state: 'superseded', answered_at: '2026-11-26T10:00:00.000Z' }} />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Replaced by the offer you accepted on November 26, 2026. This offer is closed.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
  },
};

/** Uploads succeed with a new id; the answer marks the request received with the files sent. */
const memoryActions: DocumentRequestActions = {
  upload: async (file) => ({ id: `doc-${file.name}` }),
  remove: async () => undefined,
  answer: async (requestId, documentIds) => ({
    ...request,
    id: requestId,
    state: 'answered',
    answered_at: NOW.toISOString(),
    documents: documentIds.map((id) => ({
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      purpose: 'requested' as const,
      file_name: id.replace(/^doc-/, ''),
      content_type: 'application/pdf' as const,
      size: 2048,
      uploaded_at: NOW.toISOString(),
      locked: true,
    })),
  }),
};

export const DocumentRequestAnswered: Story = {
  render: () => <DocumentRequestList requests={[request]} actions={memoryActions} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('December 4, 2026')).toBeVisible();
    await expect(canvas.getByText('Waiting for you')).toBeVisible();
    // Sending nothing says what to do first.
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Northgate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Upload at least one document first.');

    await userEvent.upload(
      canvas.getByLabelText('Upload Purchase contract'),
      new File(['%PDF-1.7 contract'], 'contract.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('button', { name: 'Remove contract.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Northgate' }));
    await expect(await canvas.findByText(/^Received on /)).toBeVisible();
    await expect(canvas.getByText('contract.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send to Northgate' })).toBeNull();
  },
};

export const ApplicationWithTimeline: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <ApplicationDetails
        application={{
          application_id: APPLICATION_ID,
          flow_id: 'investmentLoanApplication',
          reference: 'NG-1DQZ-R4JE',
          status: 'documents_requested',
          submitted_at: '2026-11-24T10:00:00.000Z',
          updated_at: '2026-11-25T14:00:00.000Z',
          timeline: events,
          document_requests: [request],
          offers: [],
          conditions: [],
          term_sheet: null,
          closing: null,
          funded_loan: null,
          payoff_requests: [],
          // What the API sends: the real declarations read as a copy.
          steps: reviewAnswers(flows.investmentLoanApplication, validInvestmentAnswers, 'copy').map(
            (step) => ({
              id: step.stepId,
              title: step.title,
              rows: step.rows.map((row) => ({ ...row, within: [...row.within] })),
            }),
          ),
        }}
        reload={() => undefined}
      />
    </StoryRouter>
  ),
  play: async ({ canvas, userEvent }) => {
    // The answers as submitted, under the questions asked, one step at a time.
    await userEvent.click(await canvas.findByText('Rental income'));
    await expect(canvas.getByText('Rent for each unit › Unit 1')).toBeVisible();
    await expect(canvas.getAllByText('Market rent, per month')[0]).toBeVisible();
    await expect(canvas.getByText('$1,600')).toBeVisible();
    await expect(await canvas.findByText('Documents requested')).toBeVisible();
    const timeline = canvas.getByRole('list', { name: 'Timeline, newest first' });
    const items = within(timeline).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('We asked for a document: Purchase contract');
    await expect(items[1]).toHaveTextContent('Note from your loan officer: Thanks for applying.');
  },
};

export const EmptyTimeline: Story = {
  render: () => <Timeline events={[]} />,
};
