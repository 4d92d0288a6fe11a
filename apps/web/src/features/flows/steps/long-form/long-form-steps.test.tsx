import { flows } from '@northgate/lending-flows';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import type { MemoryDraftClient } from '@northgate/lending-flows/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { longFormStepFields } from './index.ts';
import { FlowHarness } from '../../flow-harness.fixture.tsx';

afterEach(cleanup);

// jsdom joins a visually hidden span to the text before it without the space a browser keeps
// ('Remove' + ' holding 1'), so Remove buttons are found by a pattern.

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const group = (name: string | RegExp) => screen.getByRole('group', { name });

describe('long form step fields', () => {
  it('registers fields for every step', () => {
    const built = flows.longForm.steps.map((step) => step.id);
    expect(Object.keys(longFormStepFields)).toEqual(built);
  });

  it('a schedule refuses Next until it has entries or says none, and refuses both at once', async () => {
    const user = userEvent.setup();
    render(<FlowHarness flowId="longForm" stepId="securities" />);
    await heading('Stocks and bonds');
    await next();
    const missing = 'Add each stock, bond or fund you own, or tick “I have no securities”';
    expect(await screen.findByRole('link', { name: missing })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a holding' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have no securities' }));
    await next();
    expect(
      await screen.findByRole('link', {
        name: 'You ticked “I have no securities” but listed some: remove them, or untick the box',
      }),
    ).toBeTruthy();

    // Removing the entry leaves the box alone, the list hides, and Next moves on.
    await user.click(screen.getByRole('button', { name: /^Remove ?holding 1$/ }));
    expect(screen.queryByRole('group', { name: /Stocks, bonds and funds you own/ })).toBeNull();
    await next();
    await heading('Life insurance');
  });

  it('a schedule totals its entries while typing, and again after a removal', async () => {
    const user = userEvent.setup();
    render(<FlowHarness flowId="longForm" stepId="investmentProperty" />);
    await heading('Investment properties you own');
    await user.click(screen.getByRole('button', { name: 'Add a property' }));
    const first = screen.getByRole('listitem', { name: 'Property 1' });
    await user.type(within(first).getByLabelText(/^Market value today/), '540000');
    await user.type(within(first).getByLabelText(/^Mortgage balance/), '362000');
    await user.type(within(first).getByLabelText(/^Rent collected/), '4200');
    await user.click(screen.getByRole('button', { name: 'Add another property' }));
    const second = screen.getByRole('listitem', { name: 'Property 2' });
    await user.type(within(second).getByLabelText(/^Market value today/), '315000');
    await user.type(within(second).getByLabelText(/^Mortgage balance/), '0');

    const totals = () => screen.getByLabelText('Real estate totals');
    expect(within(totals()).getByText('$855,000')).toBeTruthy();
    expect(within(totals()).getByText('$362,000')).toBeTruthy();
    expect(within(totals()).getByText('$493,000')).toBeTruthy();
    // The mortgage's details are asked only where a balance is owed.
    expect(within(first).getByLabelText('Mortgage lender')).toBeTruthy();
    expect(within(second).queryByLabelText('Mortgage lender')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Remove ?property 1$/ }));
    // The free-and-clear property's market value is all equity.
    expect(within(totals()).getAllByText('$315,000')).toHaveLength(2);
    expect(within(totals()).queryByText('$855,000')).toBeNull();
  });

  it('primaryResidence asks an owner the value and mortgage, and former addresses under two years', async () => {
    const user = userEvent.setup();
    render(<FlowHarness flowId="longForm" stepId="primaryResidence" />);
    await heading('Where you live');
    expect(screen.queryByRole('heading', { name: 'Its value and mortgage' })).toBeNull();
    await user.click(within(group(/Do you own or rent your home/)).getByRole('radio', { name: 'Own' }));
    expect(screen.getByRole('heading', { name: 'Its value and mortgage' })).toBeTruthy();
    expect(screen.queryByLabelText('Mortgage lender or servicer')).toBeNull();
    await user.type(screen.getByLabelText(/^What you still owe on it/), '310000');
    expect(screen.getByLabelText('Mortgage lender or servicer')).toBeTruthy();

    await user.type(screen.getByLabelText('Years there'), '1');
    await user.type(screen.getByLabelText(/^And months/), '6');
    expect(screen.getByRole('group', { name: 'Previous addresses' })).toBeTruthy();
    await user.click(within(group(/Do you own or rent your home/)).getByRole('radio', { name: 'Rent' }));
    expect(screen.queryByRole('heading', { name: 'Its value and mortgage' })).toBeNull();
    expect(screen.getByLabelText(/^Rent, per month/)).toBeTruthy();
  });

  it('entityInfo asks the company after Yes, and a guarantee of every owner of 20% or more', async () => {
    const user = userEvent.setup();
    const entity = { ...validLongFormAnswers.entityInfo.entity, otherOwners: [] };
    render(
      <FlowHarness
        flowId="longForm"
        stepId="entityInfo"
        values={{ entityInfo: { hasEntity: 'no', entity } }}
      />,
    );
    await heading('Your borrowing entity');
    expect(screen.queryByLabelText('Legal name of the company')).toBeNull();
    await user.click(within(group(/borrow through a company/)).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Legal name of the company')).toHaveProperty(
      'value',
      'Reyes Property Group LLC',
    );

    await user.click(screen.getByRole('button', { name: 'Add an owner' }));
    const owner = screen.getByRole('listitem', { name: 'Owner 1' });
    await user.type(within(owner).getByLabelText('Full name'), 'Luis Reyes');
    await user.type(within(owner).getByLabelText('Email'), 'luis.reyes@example.test');
    await user.type(within(owner).getByLabelText(/Their share/), '25');
    expect(within(owner).getByText('Required: they own 20% or more.')).toBeTruthy();
    await user.click(within(owner).getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Shares entered: 100% of 100%.')).toBeTruthy();
    await next();
    expect(
      await screen.findByRole('link', { name: 'Every owner of 20% or more must guarantee the loan' }),
    ).toBeTruthy();
    await user.click(within(owner).getByRole('radio', { name: 'Yes' }));
    await next();
    await heading('Your income');
  });

  it('typeOfLoan shows LTC and LTARV from the property price once the numbers allow', async () => {
    const user = userEvent.setup();
    render(
      <FlowHarness
        flowId="longForm"
        stepId="typeOfLoan"
        values={{ subjectProperty: { purchasePriceOrValue: '200000' } }}
      />,
    );
    await heading('Type of loan');
    expect(screen.queryByLabelText(/Renovation budget/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Fix & Flip / Rehab' }));
    await user.type(screen.getByLabelText(/^Loan amount/), '230000');
    await user.type(screen.getByLabelText(/^Renovation budget/), '50000');
    const leverage = screen.getByLabelText('Leverage');
    expect(within(leverage).getByText('92.00%')).toBeTruthy();
    expect(within(leverage).queryByText(/LTARV/)).toBeNull();
    await user.type(screen.getByLabelText(/after-repair value/), '350000');
    expect(within(screen.getByLabelText('Leverage')).getByText('65.71%')).toBeTruthy();
    // A rental loan is a 30-year loan with no budget or exit.
    await user.click(screen.getByRole('radio', { name: 'Rental / DSCR (30-year)' }));
    expect(screen.queryByLabelText('Leverage')).toBeNull();
    expect(
      within(screen.getByLabelText('Term'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('30 years');
  });

  it('contactInfo asks the ages once there are dependents, and a mailing address when it differs', async () => {
    const user = userEvent.setup();
    let client: MemoryDraftClient | undefined;
    render(<FlowHarness flowId="longForm" stepId="contactInfo" onClient={(c) => (client = c)} />);
    await heading('Contact information');
    await user.type(screen.getByLabelText(/Number of dependents/), '2');
    expect(screen.getByLabelText('Ages of your dependents')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /mailing address is different/ }));
    expect(screen.getByRole('group', { name: 'Your mailing address' })).toBeTruthy();
    // Typing is saved as a draft while the borrower works.
    await waitFor(() => expect(client?.stored().values.contactInfo).toMatchObject({ dependentsCount: '2' }));
  });
});
