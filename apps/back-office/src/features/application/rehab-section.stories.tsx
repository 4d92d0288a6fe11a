import { ApiError } from '@northgate/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { draftRehab, fundedRehab, paidDraw, reducedDraw } from '@northgate/storybook-fixtures/rehab';
import type { RehabActions } from './rehab-actions.ts';
import { RehabSection } from './rehab-section.tsx';

/**
 * The rehab budget and draws on the back office's application page (ADR 0061): the budget with
 * its approval, then each draw with its inspection, approval, payment or decline. Axe checks
 * every story.
 */
const meta = {
  title: 'Back office/Application/Rehab budget and draws',
  component: RehabSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RehabSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (): RehabActions => ({
  approveBudget: fn(async () => undefined),
  inspect: fn(async () => undefined),
  approve: fn(async () => undefined),
  pay: fn(async () => undefined),
  decline: fn(async () => undefined),
  uploadInspectionPhoto: fn(async () => undefined),
  download: fn(async () => undefined),
});

const photoFile = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

export const ApproveTheBudget: Story = {
  args: { rehab: draftRehab, canInspect: true, canApprove: true, actions: actions() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Budget as the borrower entered it' });
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$70,500.50');
    const kitchen = canvas.getByLabelText(/Kitchen: amount approved/);
    await expect(kitchen).toHaveValue('30,000');
    await userEvent.clear(kitchen);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve budget' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Kitchen: enter an amount in dollars and cents',
    );
    await userEvent.type(kitchen, '25000');
    await userEvent.type(
      canvas.getByLabelText(/Note for the borrower/),
      'Kitchen set to the contractor’s bid.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Approve budget' }));
    await waitFor(() =>
      expect(args.actions.approveBudget).toHaveBeenCalledWith(
        [
          { line_id: draftRehab.budget.lines[0]?.id, approved_cents: 2_000_000 },
          { line_id: draftRehab.budget.lines[1]?.id, approved_cents: 2_500_000 },
          { line_id: draftRehab.budget.lines[2]?.id, approved_cents: 1_250_050 },
          { line_id: draftRehab.budget.lines[3]?.id, approved_cents: 800_000 },
        ],
        'Kitchen set to the contractor’s bid.',
      ),
    );
  },
};

const requested = {
  ...reducedDraw,
  id: 'a3333333-3333-4333-8333-333333333333',
  number: 3,
  state: 'requested' as const,
  inspection_photos: [],
  lines: [
    { ...reducedDraw.lines[0]!, requested_cents: 350_000, percent_complete: null, approved_cents: null },
  ],
  requested_cents: 350_000,
  approved_cents: null,
  inspected_at: null,
  inspection_note: null,
  approved_at: null,
  approval_note: null,
};

export const DrawsToWork: Story = {
  args: {
    rehab: { ...fundedRehab, draws: [requested, reducedDraw, paidDraw] },
    canInspect: true,
    canApprove: true,
    actions: actions(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Holdback')).toHaveTextContent(
      'Holdback$65,500.50Paid to date$15,000.00In open draws$18,500.25Remaining holdback$32,000.25',
    );
    // Draw 3 waits for its inspection: a percent for each line and the inspector's notes.
    await userEvent.click(canvas.getByRole('button', { name: 'Record inspection' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Roof: enter a whole percent from 0 to 100');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write what the inspector found');
    await userEvent.type(canvas.getByLabelText(/Roof: percent complete/), '100');
    await userEvent.type(canvas.getByLabelText(/What the inspector found/), 'Roof finished, flashing done.');
    // The inspector's photos go up first, then the inspection is recorded.
    const north = photoFile('roof-north.jpg');
    const south = photoFile('roof-south.jpg');
    await userEvent.upload(canvas.getByLabelText(/^Inspection photos/, { selector: 'input' }), [
      north,
      south,
    ]);
    await expect(canvas.getByRole('list', { name: 'Selected files' })).toHaveTextContent('roof-north.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Record inspection' }));
    await waitFor(() =>
      expect(args.actions.inspect).toHaveBeenCalledWith(
        requested,
        [{ line_id: requested.lines[0]?.line_id, percent_complete: 100 }],
        'Roof finished, flashing done.',
      ),
    );
    await expect(args.actions.uploadInspectionPhoto).toHaveBeenNthCalledWith(1, requested, north);
    await expect(args.actions.uploadInspectionPhoto).toHaveBeenNthCalledWith(2, requested, south);
    // Draw 2's inspection photos, each with its download.
    const photos = canvas.getByRole('list', { name: 'Inspection photos of Draw 2' });
    await expect(photos).toHaveTextContent('240 KB');
    await userEvent.click(within(photos).getByRole('button', { name: 'Download roof-flashing.jpg' }));
    await expect(args.actions.download).toHaveBeenCalledWith(reducedDraw.inspection_photos[0]);
    // Draw 2 is approved: it is marked paid.
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Draw 2 paid' }));
    await waitFor(() => expect(args.actions.pay).toHaveBeenCalledWith(reducedDraw, ''));
    // Declining needs the reason.
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Draw 3' }));
    await expect(canvas.getByText('Write why the draw is declined')).toBeVisible();
    await expect(args.actions.decline).not.toHaveBeenCalled();
  },
};

export const ApprovalRefused: Story = {
  args: {
    rehab: {
      ...fundedRehab,
      draws: [{ ...requested, state: 'inspected', inspection_note: 'Roof finished.' }],
    },
    canInspect: true,
    canApprove: true,
    actions: {
      ...actions(),
      approve: fn(async () => {
        throw new ApiError({
          status: 409,
          body: {
            error: 'Draw 3 approves $3,500.00 for Roof, but only $3,000.00 of its $20,000.00 budget remains.',
          },
        });
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Roof: amount approved/)).toHaveValue('3,500');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Draw 3' }));
    await expect(
      await canvas.findByText(
        'Draw 3 approves $3,500.00 for Roof, but only $3,000.00 of its $20,000.00 budget remains.',
      ),
    ).toBeVisible();
  },
};

export const ReadOnlyForAProcessor: Story = {
  args: {
    rehab: { ...fundedRehab, draws: [requested] },
    canInspect: true,
    canApprove: false,
    actions: actions(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Record inspection' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decline Draw 3' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const InspectionPhotoRefused: Story = {
  args: {
    rehab: { ...fundedRehab, draws: [requested] },
    canInspect: true,
    canApprove: false,
    actions: {
      ...actions(),
      uploadInspectionPhoto: fn(async () => {
        throw new ApiError({ status: 413, body: { error: 'This file is larger than 10 MB.' } });
      }),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Roof: percent complete/), '100');
    await userEvent.type(canvas.getByLabelText(/What the inspector found/), 'Roof finished.');
    await userEvent.upload(
      canvas.getByLabelText(/^Inspection photos/, { selector: 'input' }),
      photoFile('roof.jpg'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Record inspection' }));
    // The refusal names the file, in the summary and at the field; the inspection waits.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'roof.jpg: This file is larger than 10 MB.',
    );
    await expect(canvas.getByLabelText(/^Inspection photos/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.actions.inspect).not.toHaveBeenCalled();
  },
};
