import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FlowHarness } from '../../flow-harness.fixture.tsx';
import { stepStories, type StepStory as Story } from '../step-stories.fixture.ts';

/**
 * Every step of the long form the borrower fills in (the personal financial statement, the
 * property, the loan, the summary and signature), each empty and filled from the complete example
 * (`validLongFormAnswers`), in the real step view on a draft server in memory. Next, Back and the
 * summary's Change links move between steps as on the site. Axe checks every story.
 * `verifyPhone` texts a code through the API once the account is known, so its story shows the
 * code field only; the code panel's states are in `Components/Verify code`. The ID step's uploads
 * need the document endpoints, so its story shows the empty step and what Next says about it.
 */
const meta = {
  title: 'Flows/Long form steps',
  component: FlowHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowHarness>;

export default meta;

const { empty, filled } = stepStories(
  'longForm',
  {
    phone: 'Phone number',
    verifyPhone: 'Verification code',
    primaryResidence: 'Do you own or rent your home?',
    documentsIDs: 'Which ID will you upload?',
    contactInfo: 'How do you prefer we contact you?',
    entityInfo: 'Will you borrow through a company (an LLC, corporation, partnership or trust)?',
    incomeInfo: 'Do you work now?',
    investmentProperty: { label: 'I own no investment property', filledLabel: 'Type of property' },
    business: { label: 'I own no business', filledLabel: 'Business name' },
    securities: { label: 'I have no securities', filledLabel: 'Name of the stock, bond or fund' },
    lifeInsurance: { label: 'I have no life insurance', filledLabel: 'Insurance company' },
    notesPayable: { label: 'I owe no notes or installment loans', filledLabel: 'Who you owe' },
    bankAccount: { label: 'I have no bank accounts', filledLabel: 'Bank or institution' },
    subjectProperty: 'Do you have the property yet?',
    typeOfLoan: 'Which loan do you need?',
    checkboxQs: /^I certify that the information in this application/,
  },
  validLongFormAnswers,
);

/** Next on an empty schedule: refused, with the message on the list. */
const refusedWhenEmpty =
  (message: string): NonNullable<Story['play']> =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: message })).toBeVisible();
  };

export const PhoneEmpty = empty('phone', async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await expect(await canvas.findByRole('link', { name: 'Value is required' })).toBeVisible();
});
export const PhoneFilled = filled('phone');
// The number comes from the phone step; with no account loaded the code is not texted.
export const VerifyPhoneFilled = filled('verifyPhone');
export const PrimaryResidenceEmpty = empty('primaryResidence');
export const PrimaryResidenceFilled = filled('primaryResidence');
export const DocumentsIdsEmpty = empty('documentsIDs', async ({ canvas, userEvent }) => {
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
});
export const ContactInfoEmpty = empty('contactInfo');
export const ContactInfoFilled = filled('contactInfo');
export const EntityInfoEmpty = empty('entityInfo');
export const EntityInfoFilled = filled('entityInfo');
export const IncomeInfoEmpty = empty('incomeInfo');
export const IncomeInfoFilled = filled('incomeInfo');

export const InvestmentPropertyEmpty = empty(
  'investmentProperty',
  refusedWhenEmpty('Add each property you own, or tick “I own no investment property”'),
);
export const InvestmentPropertyFilled = filled('investmentProperty');
export const BusinessEmpty = empty('business');
export const BusinessFilled = filled('business');

export const SecuritiesEmpty = empty(
  'securities',
  refusedWhenEmpty('Add each stock, bond or fund you own, or tick “I have no securities”'),
);
export const SecuritiesFilled = filled('securities', async ({ canvas }) => {
  const totals = await canvas.findByLabelText('Securities totals');
  await expect(within(totals).getByText('$92,300')).toBeVisible();
  await expect(within(totals).getByText('$240,800')).toBeVisible();
});
export const LifeInsuranceEmpty = empty('lifeInsurance');
export const LifeInsuranceFilled = filled('lifeInsurance');
export const NotesPayableEmpty = empty('notesPayable');
export const NotesPayableFilled = filled('notesPayable');
export const BankAccountEmpty = empty('bankAccount');
export const BankAccountFilled = filled('bankAccount');
export const SubjectPropertyEmpty = empty('subjectProperty');
export const SubjectPropertyFilled = filled('subjectProperty');
export const TypeOfLoanEmpty = empty('typeOfLoan');

export const TypeOfLoanFilled = filled('typeOfLoan', async ({ canvas }) => {
  // $450,000 on a $425,000 price plus a $95,000 budget, and a $690,000 after-repair value.
  const leverage = await canvas.findByLabelText('Leverage');
  await expect(within(leverage).getByText('86.54%')).toBeVisible();
  await expect(within(leverage).getByText('65.22%')).toBeVisible();
});

export const CheckboxQsEmpty = empty('checkboxQs');

export const CheckboxQsFilled = filled('checkboxQs', async ({ canvas, userEvent }) => {
  const assets = await canvas.findByRole('table', { name: 'Assets' });
  await expect(within(assets).getByText('$2,367,000')).toBeVisible();
  await expect(canvas.getByText(/Net worth .*: \$1,543,500/)).toBeVisible();
  // A Change link opens the step its line comes from.
  await userEvent.click(within(assets).getAllByRole('link', { name: /^Change life insurance/ })[0]!);
  await waitFor(() =>
    expect(canvas.getByRole('heading', { level: 1, name: 'Life insurance' })).toBeVisible(),
  );
});
