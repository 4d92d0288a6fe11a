import { ApiError } from '@northgate/api-client';
import type { CodeSentResponse, WaitingCodeResponse } from '@northgate/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_CHECK_MS } from './code-delivery.ts';
import { forgetSentCodeRecord, rememberSentCodeRecord } from './sent-code-store.ts';
import { useCodeSender } from './use-code-sender.ts';
import { VerifyCodePanel } from './verify-code-panel.tsx';

const KEY = 'test.verifyCode';
const EMAIL = 'dana.new@example.com';

/**
 * The server as the page meets it while the mail server is down and then back: a code asked for
 * is queued, not sent; `waiting` answers what the server knows of it.
 */
function server() {
  const state = { delivered: false, hasCode: false, sends: 0 };
  return {
    state,
    send: vi.fn(async (): Promise<CodeSentResponse> => {
      state.sends += 1;
      state.hasCode = true;
      return {
        success: true,
        sent_to: EMAIL,
        resend_after_seconds: state.delivered ? 30 : 0,
        expires_in_seconds: 600,
        queued: !state.delivered,
      };
    }),
    waiting: vi.fn(async (): Promise<WaitingCodeResponse> =>
      state.hasCode
        ? {
            waiting: true,
            to: EMAIL,
            delivered: state.delivered,
            resend_after_seconds: state.delivered ? 25 : 0,
            expires_in_seconds: 590,
          }
        : { waiting: false },
    ),
  };
}

function CodeScreen({
  api,
  onArrival = 'send',
  target = EMAIL,
}: {
  api: ReturnType<typeof server>;
  onArrival?: 'send' | 'find';
  target?: string;
}) {
  const sender = useCodeSender({ storageKey: KEY, target, send: api.send, waiting: api.waiting, onArrival });
  if (sender.target === '' && sender.state.kind !== 'checking') return <p>There is no code waiting.</p>;
  return (
    <Formik initialValues={{ code: '' }} onSubmit={() => undefined}>
      <Form noValidate>
        <VerifyCodePanel
          sentTo={sender.sent?.sentTo ?? sender.target}
          channel="email"
          state={sender.state}
          codeName="code"
          secondsUntilResend={sender.secondsUntilResend}
          onResend={() => void sender.sendCode(true)}
        />
      </Form>
    </Formik>
  );
}

const lead = () => screen.getAllByRole('status')[0]?.textContent ?? '';

beforeEach(() => {
  forgetSentCodeRecord(KEY);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetSentCodeRecord(KEY);
});

describe('a code screen while the mail server is down', () => {
  it('says the code has not gone out yet, then "We emailed" once the server says it went out', async () => {
    const api = server();
    render(<CodeScreen api={api} />);
    await screen.findByText(/We could not send the code to/);
    expect(lead()).toBe(
      `We could not send the code to ${EMAIL} yet. We keep trying, and this page says so as soon as it goes out. You can also ask for a new code.`,
    );
    expect(screen.queryByText(/We emailed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false);

    // Still down at the next check: still not claimed.
    await act(() => vi.advanceTimersByTimeAsync(DELIVERY_CHECK_MS));
    expect(screen.queryByText(/We emailed/)).toBeNull();

    api.state.delivered = true;
    await act(() => vi.advanceTimersByTimeAsync(DELIVERY_CHECK_MS));
    expect(lead()).toBe(`We emailed a 6-digit code to ${EMAIL}. It works for 10 minutes.`);
    expect(screen.queryByText(/could not send/)).toBeNull();
    expect(screen.getByText('You can ask for a new code in 0:25')).toBeTruthy();
    expect(api.send).toHaveBeenCalledOnce();
  });

  it('never says "We emailed" when the send itself is refused', async () => {
    const api = server();
    api.send.mockRejectedValueOnce(
      new ApiError({ status: 503, body: { error: 'The service is unavailable. Try again shortly.' } }),
    );
    render(<CodeScreen api={api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service is unavailable. Try again shortly.',
    );
    expect(screen.getByText(/We could not send a code to/)).toBeTruthy();
    expect(screen.queryByText(/We emailed/)).toBeNull();

    // Asking again once the server is up.
    api.state.delivered = true;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText(/We emailed a 6-digit code to/);
  });
});

describe('a code screen reloaded', () => {
  it('finds the code the server has waiting and sends none, even when this tab forgot it', async () => {
    const api = server();
    api.state.hasCode = true;
    api.state.delivered = true;
    // A verify page with no record in this tab (another tab, or storage cleared).
    render(<CodeScreen api={api} onArrival="find" target="" />);
    await screen.findByText(/We emailed a 6-digit code to/);
    expect(screen.queryByText('There is no code waiting.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Verification code/ })).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('shows the step it left, code still not sent, without asking for another', async () => {
    const api = server();
    api.state.hasCode = true;
    rememberSentCodeRecord(KEY, {
      target: EMAIL,
      sentTo: EMAIL,
      sentAt: Date.now() - 60_000,
      resendAfterSeconds: 0,
      expiresInSeconds: 600,
      delivered: false,
    });
    render(<CodeScreen api={api} />);
    await screen.findByText(/We could not send the code to/);
    expect(api.send).not.toHaveBeenCalled();
  });

  it('says there is no code only when the server has none either', async () => {
    const api = server();
    render(<CodeScreen api={api} onArrival="find" target="" />);
    await screen.findByText('There is no code waiting.');
    expect(api.send).not.toHaveBeenCalled();
  });
});
