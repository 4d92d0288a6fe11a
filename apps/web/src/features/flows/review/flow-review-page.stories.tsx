import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FlowHarness } from '../flow-harness.fixture.tsx';

/**
 * An application's review page (permanent, investment, business, the long form): every answer by
 * step with a Change link, identity numbers masked, the rules across steps checked before the
 * submit, and the confirmation after it. Axe checks every story.
 */
const meta = {
  title: 'Flows/Review page',
  component: FlowHarness,
  parameters: { layout: 'padded' },
  args: { flowId: 'permanentLoanApplication', stepId: 'review', values: validPermanentAnswers },
} satisfies Meta<typeof FlowHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryAnswerByStep: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Check your answers before you submit' });
    const you = canvas.getByRole('region', { name: 'About you' });
    await expect(you).toHaveTextContent('On file, ending 4325');
    await expect(you).not.toHaveTextContent('987654325');
    await expect(canvas.getByRole('link', { name: 'Change about you' })).toHaveAttribute(
      'href',
      '/permanent-loan-application/borrowerInformation?from=review',
    );
    await expect(canvas.getByRole('region', { name: 'Declarations and signature' })).toHaveTextContent(
      'Signed as Jordan Avery Ellis',
    );
  },
};

const { borrower } = validPermanentAnswers.declarations;

export const SignerIsNotTheBorrower: Story = {
  args: {
    values: {
      ...validPermanentAnswers,
      declarations: {
        borrower: { ...borrower, signature: { ...borrower.signature, legalName: 'Sam Rivers' } },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit application' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your application cannot be submitted yet');
    await expect(alert).toHaveTextContent(/"Declarations and signature": .*Jordan Ellis/);
    await expect(canvas.getByRole('link', { name: 'Go to declarations and signature' })).toHaveAttribute(
      'href',
      '/permanent-loan-application/declarations?from=review',
    );
  },
};

export const Submitted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit application' }));
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Thank you, we received your application',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('NG-0000-0001')).toBeVisible();
  },
};

/** The investment application's review: the same page over its own steps. */
export const InvestmentApplication: Story = {
  args: { flowId: 'investmentLoanApplication', values: validInvestmentAnswers },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Check your answers before you submit' });
    await expect(canvas.getByRole('region', { name: 'Declarations and signature' })).toHaveTextContent(
      'Signed as Maya Okafor',
    );
    await expect(canvas.getByRole('link', { name: 'Change rental income' })).toHaveAttribute(
      'href',
      '/investment-loan-application/incomeInformation?from=review',
    );
  },
};

/** The business application's review. */
export const BusinessApplication: Story = {
  args: { flowId: 'businessLoanApplication', values: validBusinessAnswers },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Check your answers before you submit' });
    await expect(canvas.getByRole('region', { name: 'About your business' })).toHaveTextContent(
      'Harbor Light Bakery LLC',
    );
    await expect(canvas.getByRole('link', { name: 'Change about your business' })).toHaveAttribute(
      'href',
      '/business-loan-application/businessInformation?from=review',
    );
  },
};

// The long form is signed in: its signature is checked against the account's name.
const longForm = { flowId: 'longForm', values: validLongFormAnswers } as const;

export const LongFormEveryAnswerByStep: Story = {
  args: { ...longForm, account: { firstName: 'Gabriela', lastName: 'Reyes' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Check your answers before you submit' });
    const properties = canvas.getByRole('region', { name: 'Investment properties you own' });
    await expect(properties).toHaveTextContent('412 NE Going Street, Portland, OR 97211');
    await expect(canvas.getByRole('link', { name: 'Change investment properties you own' })).toHaveAttribute(
      'href',
      '/longForm/investmentProperty?from=review',
    );
    const ids = canvas.getByRole('region', { name: 'Your ID documents' });
    await expect(ids).toHaveTextContent('On file, ending 6731');
    await expect(ids).not.toHaveTextContent('512446731');
  },
};

export const LongFormSignerIsNotTheAccountHolder: Story = {
  args: { ...longForm, account: { firstName: 'Dana', lastName: 'Demo' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit application' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /"Almost done: review and sign": .*Dana Demo, as your account gives it/,
    );
    await expect(canvas.getByRole('link', { name: 'Go to almost done: review and sign' })).toHaveAttribute(
      'href',
      '/longForm/checkboxQs?from=review',
    );
  },
};
