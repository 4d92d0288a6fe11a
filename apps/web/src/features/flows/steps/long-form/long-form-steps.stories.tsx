import { validLongFormAnswers } from '@northgate/form-engine/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LongFormHarness, type LongFormHarnessProps } from './long-form-harness.fixture.tsx';

/**
 * Every step of the long form the borrower fills in (the personal financial statement, the
 * property, the loan, the summary and signature), each empty and filled from the complete example
 * (`validLongFormAnswers`), in the real step shell on a draft server in memory. Next, Back and the
 * summary's Change links move between steps as on the site. Axe checks every story.
 * `verifyPhone` texts a code through the API: its screen is `Components/Verify code` (the shared
 * code panel). The ID step's uploads need the document endpoints, so its story shows the empty
 * step and what Next says about it.
 */
const meta = {
  title: 'Flows/Long form steps',
  component: LongFormHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LongFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = (stepId: LongFormHarnessProps['stepId']): Story => ({ args: { stepId } });
const filled = (stepId: LongFormHarnessProps['stepId']): Story => ({
  args: { stepId, values: validLongFormAnswers },
});

/** Next on an empty schedule: refused, with the message on the list. */
const refusedWhenEmpty =
  (message: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: message })).toBeVisible();
  };

export const PhoneEmpty: Story = {
  ...empty('phone'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: 'Value is required' })).toBeVisible();
  },
};
export const PhoneFilled = filled('phone');
export const PrimaryResidenceEmpty = empty('primaryResidence');
export const PrimaryResidenceFilled = filled('primaryResidence');
export const DocumentsIdsEmpty: Story = {
  ...empty('documentsIDs'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: "Driver's license" }));
    // A card has a back to upload; the file input itself is drawn by its button.
    await expect(await canvas.findByLabelText('Back of your ID', { selector: 'input' })).toHaveAttribute(
      'type',
      'file',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('link', {
        name: 'Upload the front of your ID, or the photo page of your passport',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload the back of your ID' })).toBeVisible();
  },
};
export const ContactInfoEmpty = empty('contactInfo');
export const ContactInfoFilled = filled('contactInfo');
export const EntityInfoEmpty = empty('entityInfo');
export const EntityInfoFilled = filled('entityInfo');
export const IncomeInfoEmpty = empty('incomeInfo');
export const IncomeInfoFilled = filled('incomeInfo');

export const InvestmentPropertyEmpty: Story = {
  ...empty('investmentProperty'),
  play: refusedWhenEmpty('Add each property you own, or tick “I own no investment property”'),
};
export const InvestmentPropertyFilled = filled('investmentProperty');
export const BusinessEmpty = empty('business');
export const BusinessFilled = filled('business');

export const SecuritiesEmpty: Story = {
  ...empty('securities'),
  play: refusedWhenEmpty('Add each stock, bond or fund you own, or tick “I have no securities”'),
};
export const SecuritiesFilled: Story = {
  ...filled('securities'),
  play: async ({ canvas }) => {
    const totals = await canvas.findByLabelText('Securities totals');
    await expect(within(totals).getByText('$92,300')).toBeVisible();
    await expect(within(totals).getByText('$240,800')).toBeVisible();
  },
};
export const LifeInsuranceEmpty = empty('lifeInsurance');
export const LifeInsuranceFilled = filled('lifeInsurance');
export const NotesPayableEmpty = empty('notesPayable');
export const NotesPayableFilled = filled('notesPayable');
export const BankAccountEmpty = empty('bankAccount');
export const BankAccountFilled = filled('bankAccount');
export const SubjectPropertyEmpty = empty('subjectProperty');
export const SubjectPropertyFilled = filled('subjectProperty');
export const TypeOfLoanEmpty = empty('typeOfLoan');

export const TypeOfLoanFilled: Story = {
  ...filled('typeOfLoan'),
  play: async ({ canvas }) => {
    // $450,000 on a $425,000 price plus a $95,000 budget, and a $690,000 after-repair value.
    const leverage = await canvas.findByLabelText('Leverage');
    await expect(within(leverage).getByText('86.54%')).toBeVisible();
    await expect(within(leverage).getByText('65.22%')).toBeVisible();
  },
};

export const CheckboxQsEmpty = empty('checkboxQs');

export const CheckboxQsFilled: Story = {
  ...filled('checkboxQs'),
  play: async ({ canvas, userEvent }) => {
    const assets = await canvas.findByRole('table', { name: 'Assets' });
    await expect(within(assets).getByText('$2,367,000')).toBeVisible();
    await expect(canvas.getByText(/Net worth .*: \$1,543,500/)).toBeVisible();
    // A Change link opens the step its line comes from.
    await userEvent.click(within(assets).getAllByRole('link', { name: /^Change life insurance/ })[0]!);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Life insurance' })).toBeVisible(),
    );
  },
};
