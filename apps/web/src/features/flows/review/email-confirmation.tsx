import { ApiError, errorMessage } from '@northgate/api-client';
import { applicantEmail } from '@northgate/lending-flows';
import type { FlowFormValues } from '@northgate/lending-flows/react';
import type { FlowId } from '@northgate/site-config';
import { Button, TextField } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import * as styles from './flow-review.css.ts';
import { sameCodeTarget, useDeliveryWatch } from '../../../components/verify-code/code-delivery.ts';
import { CodeSentLead } from '../../../components/verify-code/code-sent-lead.tsx';

const emailCodeWaiting = async () => (await loadApi()).emailCodeWaiting();

type State =
  | { kind: 'idle' }
  /** `delivered`: the email went out; false while the outbox keeps trying. */
  | { kind: 'sent'; delivered: boolean }
  | { kind: 'confirmed' }
  | { kind: 'failed'; message: string; accountExists: boolean };

/**
 * A guest confirms the email their application gives before it is submitted: a six-digit code is
 * emailed (the short quiz's calls, for this session), typed here, and checked by the server.
 * An address that already has an account is offered the login instead.
 */
export function EmailConfirmation({ flowId, values }: { flowId: FlowId; values: FlowFormValues }) {
  const email = applicantEmail(flowId, values) ?? '';
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function attempt<T>(call: () => Promise<T>, next: (answer: T) => State) {
    setBusy(true);
    try {
      setState(next(await call()));
    } catch (failure) {
      setState({
        kind: 'failed',
        message: errorMessage(failure),
        accountExists: failure instanceof ApiError && failure.status === 409,
      });
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    attempt(
      async () => (await loadApi()).sendEmailVerify({ email }),
      (answer) => ({ kind: 'sent', delivered: !answer.queued }),
    );
  const confirm = () =>
    attempt(
      async () => (await loadApi()).confirmEmail({ email, code: code.trim() }),
      () => ({ kind: 'confirmed' }),
    );
  // Until the email went out, the server is asked again; "We emailed" only follows its answer.
  useDeliveryWatch(state.kind === 'sent' && !state.delivered, emailCodeWaiting, (answer) => {
    if (answer.waiting && sameCodeTarget(answer.to, email) && answer.delivered) {
      setState({ kind: 'sent', delivered: true });
    }
  });

  if (state.kind === 'confirmed') {
    return (
      <section className={styles.verify} aria-labelledby="review-email">
        <h2 id="review-email" className={styles.stepTitle}>
          Email confirmed
        </h2>
        <p role="status" className={styles.lead}>
          {email} is confirmed. Submit your application now.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.verify} aria-labelledby="review-email">
      <h2 id="review-email" className={styles.stepTitle}>
        Confirm your email address
      </h2>
      <p className={styles.lead}>
        We send your reference and everything about this application to {email}. Ask for a code, then type the
        six digits we email you.
      </p>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void send()}
          loading={busy && state.kind === 'idle'}
        >
          {state.kind === 'idle' ? 'Email me a code' : 'Email me a new code'}
        </Button>
      </div>
      {state.kind === 'sent' && (
        <CodeSentLead
          className={styles.lead}
          delivery={state.delivered ? 'delivered' : 'not-delivered'}
          channel="email"
          sentTo={email}
        />
      )}
      {state.kind !== 'idle' && (
        <>
          <TextField
            label="Code from the email"
            value={code}
            onValueChange={setCode}
            numberOnly
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            width="code"
          />
          <div className={styles.actions}>
            <Button
              type="button"
              onClick={() => void confirm()}
              loading={busy}
              disabled={code.trim().length !== 6}
            >
              Confirm email
            </Button>
          </div>
        </>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.lead}>
          {state.message} {state.accountExists && <Link to="/login/">Log in</Link>}
        </p>
      )}
    </section>
  );
}
