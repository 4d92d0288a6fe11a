import { ApiError } from '@northgate/api-client';
import type { TermSheet } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useState } from 'react';
import { TermSheetSection, type TermSheetActions } from './term-sheet-section.tsx';
import { signedTermSheet, termSheetToSign } from './term-sheet.fixture.ts';

/**
 * The term sheet on the borrower's application page (docs/decisions/0059-term-sheet.md): the
 * terms to read, consent and a drawn or typed signature, then the signed PDF. The server is in
 * memory; axe checks every story.
 */
const meta = {
  title: 'Profile/Term sheet',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = new Date('2026-11-27T12:00:00.000Z');

function TermSheetDemo({ initial, refusal }: { initial: TermSheet; refusal?: string }) {
  const [sheet, setSheet] = useState(initial);
  const actions: TermSheetActions = {
    sign: async (_applicationId, body) => {
      if (refusal !== undefined) throw new ApiError({ status: 409, body: { error: refusal } });
      const signed = {
        ...sheet,
        state: 'signed' as const,
        signed_at: NOW.toISOString(),
        signed_name: body.signature.legalName,
        pdf_sha256: signedTermSheet.pdf_sha256,
      };
      setSheet(signed);
      return signed;
    },
    download: async () => undefined,
  };
  return <TermSheetSection termSheet={sheet} actions={actions} now={NOW} />;
}

export const ToSign: Story = {
  render: () => <TermSheetDemo initial={termSheetToSign} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('$250,000.00')).toBeVisible();
    await expect(canvas.getByText('Interest only')).toBeVisible();
    await expect(canvas.getByText('Six months’ minimum interest')).toBeVisible();
    // Sign with nothing done: each field says what it needs.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign the term sheet' }));
    await expect(await canvas.findByText('Tick the box to agree to sign electronically')).toBeVisible();
    await expect(await canvas.findByText('Sign in the box, or sign with your typed name')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I agree to sign this term sheet electronically/ }),
    );
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Full legal name' }), 'Maya Okafor');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign with my typed name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign the term sheet' }));
    await expect(await canvas.findByText(/You signed this term sheet on .* as Maya Okafor\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the signed term sheet' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('checkbox')).toBeNull());
  },
};

export const RefusedByTheServer: Story = {
  render: () => (
    <TermSheetDemo
      initial={termSheetToSign}
      refusal="The time to sign this term sheet ended on December 3, 2026 at 11:59 PM PST. Call your loan officer to talk about a new offer."
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to sign/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Full legal name' }), 'Maya Okafor');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign with my typed name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign the term sheet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The time to sign this term sheet ended',
    );
  },
};

export const Signed: Story = {
  render: () => <TermSheetDemo initial={signedTermSheet} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You signed this term sheet on/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the signed term sheet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign the term sheet' })).toBeNull();
  },
};

export const Expired: Story = {
  render: () => <TermSheetDemo initial={{ ...termSheetToSign, state: 'expired' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The time to sign this term sheet ended on/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
