import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { allowedTargets, StatusForm } from './status-form.tsx';

afterEach(cleanup);

const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

describe('changing the status', () => {
  it('offers only the moves the contracts allow for the role', () => {
    expect(allowedTargets('submitted', 'loan_officer')).toEqual(['in_review', 'declined', 'withdrawn']);
    expect(allowedTargets('submitted', 'processor')).toEqual(['in_review']);
    // Term sheet signed is the borrower's own act and Clear to close has its own action (ADR 0059,
    // 0057): the form offers neither.
    expect(allowedTargets('offer_accepted', 'admin')).toEqual(['withdrawn']);
    expect(allowedTargets('offer_accepted', 'processor')).toEqual([]);
    expect(allowedTargets('term_sheet_signed', 'loan_officer')).toEqual(['withdrawn']);
    expect(allowedTargets('term_sheet_signed', 'processor')).toEqual([]);
    // Closing and funded have their own actions too (ADR 0060); a withdrawal or decline stays here.
    expect(allowedTargets('clear_to_close', 'processor')).toEqual([]);
    expect(allowedTargets('clear_to_close', 'loan_officer')).toEqual(['withdrawn']);
    expect(allowedTargets('closing', 'admin')).toEqual(['declined', 'withdrawn']);
    expect(allowedTargets('funded', 'admin')).toEqual([]);

    render(<StatusForm status="submitted" role="processor" onSubmit={async () => undefined} />);
    expect(optionsOf(screen.getByLabelText(/New status/))).toEqual(['Choose a status', 'In review']);
  });

  it('says why nothing can be chosen', () => {
    render(<StatusForm status="funded" role="admin" onSubmit={async () => undefined} />);
    expect(screen.getByText('Funded is a final status; it cannot change.')).toBeTruthy();
    cleanup();
    render(<StatusForm status="declined" role="processor" onSubmit={async () => undefined} />);
    expect(screen.getByText('Declined is a final status; it cannot change.')).toBeTruthy();
    cleanup();
    render(<StatusForm status="offer_accepted" role="processor" onSubmit={async () => undefined} />);
    expect(
      screen.getByText(
        'From Offer accepted the application moves on when the borrower signs the term sheet.',
      ),
    ).toBeTruthy();
    cleanup();
    render(<StatusForm status="term_sheet_signed" role="processor" onSubmit={async () => undefined} />);
    expect(
      screen.getByText(
        'From Term sheet signed the application moves on with Clear to close, under Conditions.',
      ),
    ).toBeTruthy();
    cleanup();
    render(<StatusForm status="clear_to_close" role="processor" onSubmit={async () => undefined} />);
    expect(
      screen.getByText(
        'From Clear to close the application moves on with Schedule closing, under Closing and funding.',
      ),
    ).toBeTruthy();
    cleanup();
    render(<StatusForm status="closing" role="processor" onSubmit={async () => undefined} />);
    expect(
      screen.getByText(
        'From Closing the application moves on with Record funding, under Closing and funding.',
      ),
    ).toBeTruthy();
  });

  it('asks for a status, then sends it with the trimmed note', async () => {
    const sent: unknown[] = [];
    const { container } = render(
      <StatusForm status="in_review" role="loan_officer" onSubmit={async (body) => void sent.push(body)} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('link', { name: 'Choose the new status' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/New status/), 'Conditionally approved');
    await user.type(screen.getByLabelText(/Note for the borrower/), '  Appraisal came in at value.  ');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'conditionally_approved', note: 'Appraisal came in at value.' }]),
    );
  });
});
