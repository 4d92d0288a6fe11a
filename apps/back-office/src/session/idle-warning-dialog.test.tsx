import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { timeLeft } from './idle-sign-out.ts';
import { IdleWarningDialog } from './idle-warning-dialog.tsx';

afterEach(cleanup);

/** The dialog as the signed-in layout shows it: "Stay signed in" answers with a request. */
function Harness({ onStay, onSignOut }: { onStay: () => Promise<void>; onSignOut: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setSecondsLeft(120)}>
        Wait 13 minutes
      </button>
      <IdleWarningDialog
        secondsLeft={secondsLeft}
        onStay={async () => {
          await onStay();
          setSecondsLeft(undefined);
        }}
        onSignOut={onSignOut}
      />
    </>
  );
}

describe('the warning before the idle sign-out', () => {
  it('is an alert dialog that says when, with the focus on "Stay signed in"', async () => {
    const user = userEvent.setup();
    const dialogAt = (secondsLeft: number | undefined) => (
      <IdleWarningDialog secondsLeft={secondsLeft} onStay={() => Promise.resolve()} onSignOut={vi.fn()} />
    );
    const { rerender } = render(dialogAt(undefined));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    rerender(dialogAt(120));
    const dialog = screen.getByRole('alertdialog', { name: 'You will be signed out soon' });
    // Announced with its text: the description is the warning itself.
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(
      /you will be signed out in 2 minutes unless you choose to stay/i,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await axeViolations(document.body)).toEqual([]);

    // The countdown moves on without taking the focus from where the user put it.
    await user.tab();
    const focused = document.activeElement;
    rerender(dialogAt(119));
    expect(dialog.textContent).toContain('Time left: 1 minute 59 seconds');
    expect(description?.textContent).toContain('signed out in 2 minutes');
    expect(document.activeElement).toBe(focused);
  });

  it('"Stay signed in" makes a request and closes; "Sign out" signs out', async () => {
    const user = userEvent.setup();
    const onStay = vi.fn(() => Promise.resolve());
    const onSignOut = vi.fn();
    render(<Harness onStay={onStay} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Wait 13 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wait 13 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('says the time left in words', () => {
    expect(timeLeft(120)).toBe('2 minutes');
    expect(timeLeft(61)).toBe('1 minute 1 second');
    expect(timeLeft(45)).toBe('45 seconds');
  });
});
