import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { draftRehab, emptyRehab, fundedRehab } from '@northgate/storybook-fixtures/rehab';
import type { RehabActions } from './rehab-actions.ts';
import { RehabSection } from './rehab-section.tsx';

/**
 * The rehab budget and draws on the borrower's application page (ADR 0061): the budget editor
 * before approval; after funding the progress by line, the draw request and the draws. The calls
 * are in memory; axe checks every story.
 */
const meta = {
  title: 'Profile/Loan pipeline/Rehab budget and draws',
  component: RehabSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RehabSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (): RehabActions => ({
  saveBudget: fn(async () => draftRehab),
  requestDraw: fn(async () => fundedRehab),
  upload: async (file) => ({ id: `photo-${file.name}` }),
  remove: async () => undefined,
  download: fn(async () => undefined),
});

export const EnterTheBudget: Story = {
  args: { rehab: emptyRehab, actions: actions(), onChanged: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save budget' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Line 1: choose the kind of work');
    await expect(summary).toHaveTextContent('Line 1: enter the cost in dollars and cents');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());

    await userEvent.selectOptions(canvas.getByLabelText('Line 1: kind of work'), 'Roof');
    await userEvent.type(canvas.getByLabelText('Line 1: description'), 'Replace the roof');
    await userEvent.type(canvas.getByLabelText(/Line 1: cost/), '20000.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
    await userEvent.selectOptions(canvas.getByLabelText('Line 2: kind of work'), 'Permits and fees');
    await userEvent.type(canvas.getByLabelText('Line 2: description'), 'Building permit');
    await userEvent.type(canvas.getByLabelText(/Line 2: cost/), '1200');
    await expect(canvas.getByText('Total: $21,200.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save budget' }));
    await waitFor(() =>
      expect(args.actions.saveBudget).toHaveBeenCalledWith(emptyRehab.application_id, {
        lines: [
          { category: 'roof', description: 'Replace the roof', amount_cents: 2_000_050 },
          { category: 'permits_fees', description: 'Building permit', amount_cents: 120_000 },
        ],
      }),
    );
    await expect(
      await canvas.findByText('Your budget is saved. Your loan officer will review it.'),
    ).toBeVisible();
  },
};

export const WaitingForApproval: Story = {
  args: { rehab: draftRehab, actions: actions(), onChanged: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Your budget, waiting for approval' })).toHaveTextContent(
      '$70,500.50',
    );
    await expect(canvas.getByLabelText('Line 3: description')).toHaveValue('Re-pipe the house in PEX');
  },
};

export const FundedWithDraws: Story = {
  args: { rehab: fundedRehab, actions: actions(), onChanged: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Holdback')).toHaveTextContent(
      'Holdback$65,500.50Paid to date$15,000.00In open draws$18,500.25Remaining holdback$32,000.25',
    );
    const progress = canvas.getByRole('table', { name: 'Your approved budget and progress' });
    const roof = within(progress).getByRole('row', { name: /Roof/ });
    await expect(roof).toHaveTextContent('$20,000.00$10,000.00$6,500.00$3,500.0080% complete');
    await expect(canvas.getByRole('heading', { name: 'Draw 2: Approved' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Draw 1: Paid' })).toBeVisible();
    // The inspector's photos of Draw 2, each with its download.
    const photos = canvas.getByRole('list', { name: 'Inspection photos of Draw 2' });
    await expect(photos).toHaveTextContent('roof-flashing.jpg 240 KB, added on');
    await userEvent.click(within(photos).getByRole('button', { name: 'Download roof-flashing.jpg' }));
    await expect(args.actions.download).toHaveBeenCalledWith(fundedRehab.draws[0]?.inspection_photos[0]);

    // More than remains on a line is caught before it is sent, with the figures.
    await userEvent.type(canvas.getByLabelText(/Roof: amount for work completed/), '4000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for Draw 3' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Roof: only $3,500.00 of its $20,000.00 budget remains',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tell the inspector how to get in');
    await userEvent.clear(canvas.getByLabelText(/Roof: amount for work completed/));
    await userEvent.type(canvas.getByLabelText(/Roof: amount for work completed/), '3500');
    await userEvent.type(canvas.getByLabelText('How the inspector gets in'), 'Lockbox code 4417.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for Draw 3' }));
    await waitFor(() =>
      expect(args.actions.requestDraw).toHaveBeenCalledWith(fundedRehab.application_id, {
        lines: [{ line_id: fundedRehab.budget.lines[0]?.id, amount_cents: 350_000 }],
        access_notes: 'Lockbox code 4417.',
        document_ids: [],
      }),
    );
  },
};

export const ApprovedBeforeFunding: Story = {
  args: {
    rehab: {
      ...fundedRehab,
      can_request_draw: false,
      draws: [],
      holdback_cents: null,
      paid_cents: 0,
      pending_cents: 0,
    },
    actions: actions(),
    onChanged: fn(),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Once your loan is funded you can ask for draws here as the work is done.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('A note from your loan officer: Kitchen budget set to the contractor’s bid.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: /Ask for Draw/ })).toBeNull();
  },
};
