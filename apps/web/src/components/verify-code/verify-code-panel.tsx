import { Button, FormikOneTimeCodeField } from '@northgate/ui';
import { CodeSentLead, type CodeDelivery } from './code-sent-lead.tsx';
import type { CodeSendState } from './use-code-sender.ts';
import * as styles from './verify-code.css.ts';
import { formatSeconds } from './wait-time.ts';

export interface VerifyCodePanelProps {
  /** Where the code went, as the borrower reads it: "(212) 555-0199" or an email address. */
  sentTo: string;
  channel: 'sms' | 'email';
  state: CodeSendState;
  /** The Formik name of the code field. */
  codeName: string;
  secondsUntilResend: number;
  onResend: () => void;
  /** How long a code works, in minutes. */
  lifetimeMinutes?: number;
  /** The code box's label and hint, where a step declares them (the code's field declaration). */
  codeLabel?: string;
  codeHint?: string | undefined;
}

/** What the lead may say: "We emailed" only once the message went out. */
export function deliveryOf(state: CodeSendState): CodeDelivery {
  if (state.kind === 'sent') return state.delivered ? 'delivered' : 'not-delivered';
  if (state.kind === 'idle') return 'sending';
  return state.kind;
}

/**
 * The screen of a code sent by text message or email: where it went and for how long (or that it
 * has not gone out yet), the code box (what was typed stays there on any error; the server's message shows under it), the
 * server's notices, and a resend button with its countdown.
 */
export function VerifyCodePanel({
  sentTo,
  channel,
  state,
  codeName,
  secondsUntilResend,
  onResend,
  lifetimeMinutes = 10,
  codeLabel = 'Verification code',
  codeHint = '6 digits',
}: VerifyCodePanelProps) {
  return (
    <div className={styles.stack}>
      <CodeSentLead
        className={styles.lead}
        delivery={deliveryOf(state)}
        channel={channel}
        sentTo={sentTo}
        lifetimeMinutes={lifetimeMinutes}
      />
      {state.kind === 'sent' && state.resent && state.delivered && (
        <p role="status" className={styles.notice}>
          We sent a new code. Codes sent before it no longer work.
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      <FormikOneTimeCodeField name={codeName} label={codeLabel} hint={codeHint} />
      <div className={styles.resendRow}>
        <Button
          variant="secondary"
          type="button"
          disabled={secondsUntilResend > 0 || state.kind === 'sending' || state.kind === 'checking'}
          onClick={onResend}
        >
          Resend code
        </Button>
        {secondsUntilResend > 0 && (
          <span className={styles.countdown}>
            You can ask for a new code in {formatSeconds(secondsUntilResend)}
          </span>
        )}
      </div>
    </div>
  );
}
