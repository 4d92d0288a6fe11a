import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowHarness } from '../flow-harness.fixture.tsx';

afterEach(cleanup);

describe("the long form's review page", () => {
  it("shows the statement's totals and net worth, as the statement before the signature does", async () => {
    render(<FlowHarness flowId="longForm" stepId="review" values={validLongFormAnswers} />);
    const totals = await screen.findByRole('region', { name: 'Your personal financial statement' });
    const value = (label: string | RegExp) => within(totals).getByText(label).nextElementSibling?.textContent;
    // The fixture's statement, worked out by hand (packages/lending-flows/src/long-form/fixture.ts).
    expect(value('Total assets')).toBe('$2,367,000');
    expect(value('Total liabilities')).toBe('$823,500');
    expect(value(/^Net worth/)).toBe('$1,543,500');

    // After the last step that feeds them, before the declarations and the signature.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const at = headings.indexOf('Your personal financial statement');
    expect(headings[at - 1]).toBe('Bank accounts and other assets');
  });
});
