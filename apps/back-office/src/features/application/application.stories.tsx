import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnswersSection } from './answers-section.tsx';
import { DocumentRequestForm } from './document-request-form.tsx';
import { OfferForm } from './offer-form.tsx';
import { OffersList } from './offers-list.tsx';
import { DocumentsSection, TimelineSection } from './records-sections.tsx';
import { sampleApplication, sampleSignedTermSheet } from '../../test/sample-application.fixture.ts';
import { TermSheetSection } from './term-sheet-section.tsx';
import { StatusForm } from './status-form.tsx';

/**
 * The back office's application page, piece by piece: masked answers with Reveal, documents and
 * requests, offers, the timeline, and the forms that change the application. Axe checks every story.
 */
const meta = {
  title: 'Back office/Application',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const settle = async () => undefined;

export const Answers: Story = {
  render: () => <AnswersSection steps={sampleApplication.steps} reveal={async () => '123-45-6789'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On file, ending 4329')).toBeVisible();
    // Each answer under the question the borrower was asked; choices and amounts as the form showed them.
    await expect(canvas.getByText('What is the loan for?')).toBeVisible();
    await expect(canvas.getByText('Cash-out refinance')).toBeVisible();
    await expect(canvas.queryByText('cashOut')).toBeNull();
    await expect(canvas.getByText('$300,000')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Reveal Social Security number or ITIN (You and your borrowing entity)',
      }),
    );
    await expect(await canvas.findByText('123-45-6789')).toBeVisible();
    await expect(canvas.getByText('(revealed; recorded in the audit log)')).toBeVisible();
  },
};

export const DocumentsAndTimeline: Story = {
  render: () => (
    <>
      <DocumentsSection
        documents={sampleApplication.documents}
        requests={sampleApplication.document_requests}
        download={settle}
      />
      <TimelineSection events={sampleApplication.timeline} />
    </>
  ),
};

export const TermSheetSigned: Story = {
  render: () => <TermSheetSection termSheet={sampleSignedTermSheet} download={settle} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Term sheet signed')).toBeVisible();
    await expect(canvas.getByText('Interest only, $2,187.50 a month')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the signed term sheet' })).toBeVisible();
  },
};

export const TermSheetAwaitingSignature: Story = {
  render: () => (
    <TermSheetSection
      termSheet={{
        ...sampleSignedTermSheet,
        state: 'awaiting_signature',
        signed_at: null,
        signed_name: null,
        pdf_sha256: null,
      }}
      download={settle}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for the borrower’s signature')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Offers: Story = {
  render: () => <OffersList offers={sampleApplication.offers} canWithdraw withdraw={settle} />,
};

/** One offer accepted, the other closed by it: the state says why, and neither can be withdrawn. */
export const OffersAfterAcceptance: Story = {
  render: () => (
    <OffersList
      offers={[
        { ...sampleApplication.offers[0]!, state: 'accepted', answered_at: '2026-11-24T18:30:00.000Z' },
        {
          ...sampleApplication.offers[0]!,
          id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
          amount: 380_000,
          state: 'superseded',
          answered_at: '2026-11-24T18:30:00.000Z',
        },
      ]}
      canWithdraw
      withdraw={settle}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Superseded: the borrower accepted another offer on /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  },
};

export const ChangeStatus: Story = {
  render: () => <StatusForm status="in_review" role="processor" onSubmit={settle} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
    await expect(await canvas.findByRole('link', { name: 'Choose the new status' })).toBeVisible();
  },
};

export const RequestDocument: Story = {
  render: () => <DocumentRequestForm onSubmit={settle} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('heading', { name: 'There is a problem' })).toBeVisible();
  },
};

export const IssueOffer: Story = {
  render: () => <OfferForm onSubmit={settle} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Loan amount/), '400000');
    await userEvent.type(canvas.getByLabelText('Interest rate'), '10.5');
    await userEvent.type(canvas.getByLabelText('Term in months'), '12');
    await expect(
      await canvas.findByText(/^Monthly payment \(principal and interest\): \$35,259\.44/),
    ).toBeVisible();
  },
};
