import { createDraft, requireStep, validateStep, type FlowDraft } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  FlowStepForm,
  useAutosave,
} from '@northgate/lending-flows/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permanentStepFields } from './index.ts';

// The property step links to the investment application; no router is needed to check fields.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...props} />
  ),
}));

// jsdom has no canvas; the drawn signature is covered by the ui package's own stories.
vi.mock('@northgate/ui/lazy-signature-pad', () => ({
  LazySignaturePad: ({ label }: { label?: string }) => <p>{label}</p>,
}));

const flow = flows.permanentLoanApplication;

function Harness({ stepId, values = {} }: { stepId: string; values?: FlowDraft['values'] }) {
  const [client] = useState(() => createMemoryDraftClient(flow, { ...createDraft(flow), values }));
  const autosave = useAutosave({ flow, client, owner: 'guest-test', storage: null, debounceMs: 10 });
  const Fields = permanentStepFields[stepId];
  if (autosave.draft === undefined || !Fields) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowStepForm stepId={stepId} onNavigate={() => {}}>
          <Fields />
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}

afterEach(cleanup);

describe('permanent application step fields', () => {
  it('registers a field component for each of the seven steps', () => {
    expect(Object.keys(permanentStepFields)).toEqual(flow.steps.map((step) => step.id));
  });

  it('typeOfMortgage shows the monthly principal and interest once amount, rate and term are in', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="typeOfMortgage" />);
    await user.type(await screen.findByLabelText(/^Loan amount/), '300000');
    expect(screen.getByText(/Enter the loan amount, interest rate and term/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Interest rate/), '6.5');
    await user.selectOptions(screen.getByLabelText('Loan term'), '360');
    const figures = screen.getByLabelText('Proposed monthly payment');
    expect(within(figures).getByText('$1,896.20')).toBeTruthy();

    // Conditional questions appear with the answer that needs them.
    expect(screen.queryByLabelText('Type of adjustable-rate mortgage')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Amortization type/), 'arm');
    expect(screen.getByLabelText('Type of adjustable-rate mortgage')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Type of mortgage/), 'other');
    expect(screen.getByLabelText('Which type of mortgage?')).toBeTruthy();
  });

  it('propertyInformation asks refinance and leasehold questions only when they apply', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="propertyInformation" />);
    await user.click(await screen.findByRole('radio', { name: 'Refinance' }));
    expect(screen.getByRole('heading', { name: 'The home you are refinancing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your down payment' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Purchase' }));
    expect(screen.getByRole('heading', { name: 'Your down payment' })).toBeTruthy();
    expect(screen.queryByLabelText('When does the ground lease end?')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Leasehold/ }));
    expect(screen.getByLabelText('When does the ground lease end?')).toBeTruthy();
  });

  it('borrowerInformation asks for former addresses until two years are covered', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="borrowerInformation" />);
    await user.type(await screen.findByLabelText('Years there'), '1');
    await user.type(screen.getByLabelText(/^And months/), '3');
    expect(screen.getByRole('group', { name: 'Previous addresses' })).toBeTruthy();
    expect(within(screen.getByLabelText('Address history')).getByText('1 year 3 months')).toBeTruthy();
    await user.clear(screen.getByLabelText('Years there'));
    await user.type(screen.getByLabelText('Years there'), '4');
    expect(screen.queryByRole('group', { name: /Previous addresses/ })).toBeNull();
  });

  it('monthlyIncome totals the income while typing and carries the P&I from the first step', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        stepId="monthlyIncomeAndCombinedExpenseInfo"
        values={{ typeOfMortgage: { loanAmount: '300000', interestRate: '6.5', numberOfMonths: '360' } }}
      />,
    );
    await user.type(await screen.findByLabelText(/^Base employment income/), '7450');
    await user.type(screen.getByLabelText(/^Overtime/), '600');
    expect(within(screen.getByLabelText('Income total')).getByText('$8,050')).toBeTruthy();
    expect(within(screen.getByLabelText('New first mortgage')).getByText('$1,896.20')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Homeowners insurance, per year/), '1200');
    await user.type(screen.getByLabelText(/^Property taxes, per year/), '4500');
    expect(within(screen.getByLabelText('Proposed housing expense')).getByText('$2,371.20')).toBeTruthy();
  });

  it('assetsAndLiabilities works out the net worth from the lists', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="assetsAndLiabilities" />);
    await user.click(await screen.findByRole('button', { name: 'Add an account' }));
    await user.type(screen.getByLabelText(/^Balance/), '25000');
    await user.click(screen.getByRole('button', { name: 'Add a debt' }));
    await user.type(screen.getByLabelText(/^Balance owed/), '4000');
    const summary = screen.getByLabelText('Net worth');
    expect(within(summary).getByText('$25,000')).toBeTruthy();
    expect(within(summary).getByText('$4,000')).toBeTruthy();
    expect(within(summary).getByText('$21,000')).toBeTruthy();
  });

  it('declarations shows k only after j = No, m after l = Yes, and the explanation after a Yes', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="declarations" />);
    const question = (text: string) => screen.getByRole('group', { name: new RegExp(text) });
    await screen.findByText(/Are there any outstanding judgments against you\?/);
    expect(screen.queryByRole('group', { name: /permanent resident alien/ })).toBeNull();
    await user.click(within(question('Are you a U.S. citizen\\?')).getByRole('radio', { name: 'No' }));
    expect(question('Are you a permanent resident alien\\?')).toBeTruthy();

    expect(screen.queryByRole('group', { name: /ownership interest/ })).toBeNull();
    await user.click(within(question('primary residence')).getByRole('radio', { name: 'Yes' }));
    await user.click(within(question('ownership interest')).getByRole('radio', { name: 'Yes' }));
    expect(question('What type of property did you own')).toBeTruthy();
    expect(question('How did you hold title')).toBeTruthy();

    expect(screen.queryByLabelText(/Explain each Yes answer/)).toBeNull();
    await user.click(within(question('party to a lawsuit')).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Explain each Yes answer/)).toBeTruthy();

    expect(screen.getByText('Your signature')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I do not wish to furnish this information' }));
    expect(screen.queryByRole('group', { name: /Ethnicity/ })).toBeNull();
  });

  it('employment asks about the current job after Yes', async () => {
    const user = userEvent.setup();
    render(<Harness stepId="employmentInformation" />);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/^Employer name/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Other jobs (optional)' })).toBeTruthy();
  });
});

// Every message the schema can give must land on a field the step shows: each scenario fills a
// step so that its conditional questions are asked, and every issue's path must name an element.
const blankAddress = { street: '', unit: '', city: '', state: '', zip: '' };
type StepId = (typeof flow.steps)[number]['id'];
const initial = (stepId: StepId) => requireStep(flow, stepId).initialValues as Record<string, unknown>;
const withBorrower = (stepId: StepId, changes: Record<string, unknown>) => ({
  ...initial(stepId),
  borrower: { ...(initial(stepId).borrower as Record<string, unknown>), ...changes },
});

const scenarios: [StepId, string, Record<string, unknown>][] = [
  ['typeOfMortgage', 'blank', initial('typeOfMortgage')],
  [
    'typeOfMortgage',
    'other type, other term, ARM',
    {
      ...initial('typeOfMortgage'),
      mortgageAppliedFor: 'other',
      numberOfMonths: 'other',
      amortizationType: 'arm',
    },
  ],
  ['typeOfMortgage', 'other amortization', { ...initial('typeOfMortgage'), amortizationType: 'other' }],
  ['propertyInformation', 'blank', initial('propertyInformation')],
  [
    'propertyInformation',
    'refinance with improvements, leasehold',
    {
      ...initial('propertyInformation'),
      purposeOfLoan: 'refinance',
      improvementsStatus: 'made',
      estateHeldIn: 'leasehold',
    },
  ],
  [
    'propertyInformation',
    'construction',
    { ...initial('propertyInformation'), purposeOfLoan: 'construction' },
  ],
  [
    'propertyInformation',
    'purchase with another source',
    { ...initial('propertyInformation'), purposeOfLoan: 'purchase', downPaymentSources: ['other'] },
  ],
  ['propertyInformation', 'other purpose', { ...initial('propertyInformation'), purposeOfLoan: 'other' }],
  ['borrowerInformation', 'blank', initial('borrowerInformation')],
  [
    'borrowerInformation',
    'short history, mailing address, dependents',
    withBorrower('borrowerInformation', {
      presentAddressYears: '0',
      presentAddressMonths: '6',
      formerAddresses: [{ address: blankAddress, housing: '', years: '', months: '' }],
      mailing: { different: true, address: blankAddress },
      dependentsCount: '2',
    }),
  ],
  ['employmentInformation', 'blank', initial('employmentInformation')],
  [
    'employmentInformation',
    'employed, with a previous job',
    withBorrower('employmentInformation', {
      currentEmployment: {
        employed: 'yes',
        employerName: '',
        employerAddress: blankAddress,
        selfEmployed: '',
        startDate: '',
        yearsInLineOfWork: '',
        positionTitle: '',
        typeOfBusiness: '',
        businessPhone: '',
      },
      previousEmployment: [
        {
          employerName: '',
          employerAddress: blankAddress,
          selfEmployed: '',
          dateFrom: '',
          dateTo: '',
          monthlyIncome: '',
          positionTitle: '',
          businessPhone: '',
        },
      ],
    }),
  ],
  ['monthlyIncomeAndCombinedExpenseInfo', 'blank', initial('monthlyIncomeAndCombinedExpenseInfo')],
  [
    'monthlyIncomeAndCombinedExpenseInfo',
    'other income',
    withBorrower('monthlyIncomeAndCombinedExpenseInfo', {
      otherIncome: [{ source: 'other', description: '', monthlyAmount: '' }],
    }),
  ],
  [
    'assetsAndLiabilities',
    'one blank entry in every list',
    {
      ...initial('assetsAndLiabilities'),
      cashDepositAmount: '1000',
      alimonyMonthlyPayment: '100',
      jobRelatedExpenseMonthly: '100',
      accounts: [{ accountType: '', institutionName: '', accountLast4: '1', balance: '' }],
      stocksAndBonds: [{ description: '', value: '' }],
      automobiles: [{ makeAndModel: '', year: '', value: '' }],
      otherAssets: [{ description: '', value: '' }],
      realEstateOwned: [
        {
          address: blankAddress,
          status: 'rental',
          propertyType: '',
          presentMarketValue: '',
          mortgagesAndLiens: '',
          grossRentalIncome: '',
          mortgagePayments: '',
          insuranceMaintenanceTaxes: '',
        },
      ],
      liabilities: [
        {
          liabilityType: '',
          creditorName: '',
          accountLast4: '',
          monthlyPayment: '',
          monthsLeftToPay: '',
          unpaidBalance: '',
          payOffAtClosing: '',
        },
      ],
      alternateNames: [{ alternateName: '', creditorName: '', accountLast4: '' }],
    },
  ],
  [
    'assetsAndLiabilities',
    'a mortgaged rental',
    {
      ...initial('assetsAndLiabilities'),
      realEstateOwned: [
        {
          address: { street: '9 Orchard Court', unit: '', city: 'Meridian', state: 'ID', zip: '83642' },
          status: 'rental',
          propertyType: 'singleFamily',
          presentMarketValue: '350000',
          mortgagesAndLiens: '200000',
          grossRentalIncome: '',
          mortgagePayments: '',
          insuranceMaintenanceTaxes: '',
        },
      ],
    },
  ],
  ['declarations', 'blank', initial('declarations')],
  [
    'declarations',
    'Yes to a, not a citizen, owned a home',
    withBorrower('declarations', {
      outstandingJudgments: 'yes',
      usCitizen: 'no',
      intendToOccupyAsPrimaryResidence: 'yes',
      ownershipInterestLast3Years: 'yes',
    }),
  ],
];

describe('every message sits on a field the step shows', () => {
  it.each(scenarios)('%s: %s', async (stepId, _scenario, values) => {
    const result = validateStep(flow, stepId, values);
    expect(result.ok).toBe(false);
    render(<Harness stepId={stepId} values={{ [stepId]: values }} />);
    await screen.findAllByRole('button');
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    // The signature pad is mocked out here (no canvas in jsdom).
    const missing = paths
      .filter((path) => !path.includes('signature.'))
      .filter((path) => document.getElementById(`${stepId}.${path}`) === null);
    expect(missing).toEqual([]);
  });
});
