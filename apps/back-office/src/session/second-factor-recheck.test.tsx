import { ApiError } from '@northgate/api-client';
import { STAFF_ERROR_CODES } from '@northgate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { useSecondFactorRecheck, type PasskeyRecheck } from './second-factor-recheck.tsx';
import { PasskeyPromptError } from './webauthn.ts';

afterEach(cleanup);

const ASKED = 'Enter a code from your authenticator app to reveal personal data.';

/**
 * A reveal as the application page makes it, against a stand-in API: it asks for the second
 * factor until `verify` accepted a code, then answers the value.
 */
function RevealPage({
  verify,
  passkey,
}: {
  verify: (method: string, code: string) => Promise<boolean>;
  /** The passkey answer, as the app wires it; `confirm` resolving means the API accepted it. */
  passkey?: PasskeyRecheck;
}) {
  // What the stand-in API knows (a ref: the retry runs the same function, as the page's does).
  const passed = useRef(false);
  const { guard, dialog } = useSecondFactorRecheck(
    async (method, code) => {
      if (!(await verify(method, code))) {
        throw new ApiError({ status: 403, body: { error: 'That code is not right.' } });
      }
      passed.current = true;
    },
    passkey === undefined
      ? {}
      : {
          passkey: {
            offered: passkey.offered,
            confirm: async () => {
              await passkey.confirm();
              passed.current = true;
            },
          },
        },
  );
  const [shown, setShown] = useState('');
  const reveal = async () => {
    if (!passed.current) {
      throw new ApiError({
        status: 403,
        body: { error: ASKED, code: STAFF_ERROR_CODES.secondFactorRequired },
      });
    }
    return '123-45-6789';
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          guard(reveal)
            .then(setShown)
            .catch((error: unknown) => setShown(`Not revealed: ${(error as Error).message}`));
        }}
      >
        Reveal
      </button>
      <p data-testid="shown">{shown}</p>
      {dialog}
    </>
  );
}

describe('asking for the second factor again before a reveal', () => {
  it('asks for the code, refuses a wrong one, and reveals after a right one', async () => {
    const user = userEvent.setup();
    const verify = vi.fn((_method: string, code: string) => Promise.resolve(code === '123456'));
    render(<RevealPage verify={verify} />);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await axeViolations(document.body)).toEqual([]);

    const field = () => screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    await user.type(field(), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and reveal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');
    expect(screen.getByTestId('shown').textContent).toBe('');

    await user.clear(field());
    await user.type(field(), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and reveal' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('123-45-6789'));
    expect(verify).toHaveBeenLastCalledWith('totp', '123456');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a recovery code instead, and a cancel leaves the value hidden', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(() => Promise.resolve(true));
    render(<RevealPage verify={verify} />);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText(/Recovery code/)).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe(`Not revealed: ${ASKED}`));
    expect(verify).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks afresh the next time: no earlier refusal, code or kind of code', async () => {
    const user = userEvent.setup();
    render(<RevealPage verify={() => Promise.resolve(false)} />);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Confirm and reveal' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const field = screen.getByLabelText(/Authentication code/);
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no passkey to a staff member without one', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => Promise.resolve());
    render(
      <RevealPage
        verify={() => Promise.resolve(true)}
        passkey={{ offered: () => Promise.resolve(false), confirm }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.textContent).toContain('Enter a code to reveal it.');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("reveals after the staff member's passkey, and shows why when it is not used or not accepted", async () => {
    const user = userEvent.setup();
    const confirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new PasskeyPromptError(
          'The passkey was not used. Try again, or enter a code from your authenticator app.',
        ),
      )
      .mockRejectedValueOnce(
        new ApiError({
          status: 403,
          body: {
            error: 'That passkey was not accepted. Try again, or use a code from your authenticator app.',
          },
        }),
      )
      .mockResolvedValueOnce(undefined);
    const verify = vi.fn(() => Promise.resolve(true));
    render(<RevealPage verify={verify} passkey={{ offered: () => Promise.resolve(true), confirm }} />);
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.textContent).toContain('Use your passkey, or enter a code, to reveal it.');
    // The code stays the first choice: focus starts in its field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Authentication code/)));
    expect(await axeViolations(document.body)).toEqual([]);

    const usePasskey = screen.getByRole('button', { name: 'Use a passkey' });
    await user.click(usePasskey);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The passkey was not used. Try again, or enter a code from your authenticator app.',
    );
    await user.click(usePasskey);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'That passkey was not accepted. Try again, or use a code from your authenticator app.',
      ),
    );
    expect(screen.getByTestId('shown').textContent).toBe('');

    await user.click(usePasskey);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('123-45-6789'));
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(verify).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
