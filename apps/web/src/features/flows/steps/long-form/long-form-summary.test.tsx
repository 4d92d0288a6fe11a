import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type CanvasHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowHarness } from '../../flow-harness.fixture.tsx';

// jsdom has no canvas to draw on: the signature pad's drawing library is replaced by a blank one.
vi.mock('react-signature-canvas', () => ({
  default: class BlankSignatureCanvas extends Component<{
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement>;
  }> {
    isEmpty = () => true;
    fromDataURL = () => Promise.resolve();
    on = () => {};
    off = () => {};
    clear = () => {};
    toDataURL = () => '';
    getCanvas = () => document.createElement('canvas');
    override render() {
      return <canvas {...this.props.canvasProps} />;
    }
  },
}));

afterEach(cleanup);

const row = (table: HTMLElement, label: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${label}`) });

describe('long form summary (SBA Form 413, page 1) and declarations', () => {
  it('shows the statement worked out from every step, each line linked to its step', async () => {
    render(<FlowHarness flowId="longForm" stepId="checkboxQs" values={validLongFormAnswers} />);
    await screen.findByRole('heading', { level: 1, name: 'Almost done: review and sign' });
    const assets = screen.getByRole('table', { name: 'Assets' });
    const liabilities = screen.getByRole('table', { name: 'Liabilities' });
    expect(within(row(assets, 'Total assets')).getByText('$2,367,000')).toBeTruthy();
    expect(within(row(liabilities, 'Total liabilities')).getByText('$823,500')).toBeTruthy();
    expect(screen.getByText(/Net worth \(total assets less total liabilities\): \$1,543,500/)).toBeTruthy();

    const realEstate = row(assets, 'Real estate');
    expect(within(realEstate).getByText('$1,505,000')).toBeTruthy();
    expect(
      within(realEstate)
        .getByRole('link', { name: /^Change your home/ })
        .getAttribute('href'),
    ).toBe('/longForm/primaryResidence');
    expect(
      within(realEstate)
        .getByRole('link', { name: /^Change investment properties/ })
        .getAttribute('href'),
    ).toBe('/longForm/investmentProperty');
    const retirement = row(assets, 'IRA and other retirement accounts');
    expect(within(retirement).getByText('$122,300')).toBeTruthy();
    expect(within(row(liabilities, 'Mortgages on real estate')).getByText('$672,000')).toBeTruthy();
    const income = screen.getByRole('table', { name: 'Source of income, per year' });
    expect(within(row(income, 'Total income')).getByText('$189,600')).toBeTruthy();
  });

  it('a Change link opens its step with the answers, and the statement follows the change', async () => {
    const user = userEvent.setup();
    render(<FlowHarness flowId="longForm" stepId="checkboxQs" values={validLongFormAnswers} />);
    await screen.findByRole('heading', { level: 1, name: 'Almost done: review and sign' });
    const cash = row(screen.getByRole('table', { name: 'Assets' }), 'Cash on hand and in banks');
    await user.click(within(cash).getByRole('link', { name: /^Change bank accounts and other assets/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bank accounts and other assets' });
    const checking = screen.getByRole('listitem', { name: 'Account 1' });
    const balance = within(checking).getByLabelText(/^Balance/);
    expect(balance).toHaveProperty('value', '84,200');
    await user.clear(balance);
    await user.type(balance, '94200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'The property to finance' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const assets = await screen.findByRole('table', { name: 'Assets' });
    expect(within(row(assets, 'Cash on hand and in banks')).getByText('$139,200')).toBeTruthy();
    expect(within(row(assets, 'Total assets')).getByText('$2,377,000')).toBeTruthy();
  });

  it('asks the chapter of a bankruptcy and an explanation of any Yes', async () => {
    const user = userEvent.setup();
    render(<FlowHarness flowId="longForm" stepId="checkboxQs" />);
    await screen.findByRole('heading', { level: 1, name: 'Almost done: review and sign' });
    const question = (text: RegExp) => screen.getByRole('group', { name: text });
    expect(screen.queryByRole('group', { name: 'Which chapter of bankruptcy?' })).toBeNull();
    expect(screen.queryByLabelText('Tell us about each Yes answer')).toBeNull();
    await user.click(within(question(/declared bankruptcy/)).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: 'Which chapter of bankruptcy?' })).toBeTruthy();
    expect(screen.getByLabelText(/^Tell us about each Yes answer/)).toBeTruthy();
    // The chapter comes right after its question, before the next one.
    const chapter = screen.getByRole('group', { name: 'Which chapter of bankruptcy?' });
    expect(
      chapter.compareDocumentPosition(question(/foreclosed upon/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I certify that the information/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /obtain my credit report/ })).toBeTruthy();
  });
});
