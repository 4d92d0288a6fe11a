import { errorMessage } from '@northgate/api-client';
import { RequestPayoffSchema, type PayoffRequest, type RequestPayoff } from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { Button, FormAlert, TextArea, TextField } from '@northgate/ui';
import { collectErrors } from '@northgate/validators';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { successMessagesAtom } from '../../../state/messages.ts';
import { formatDate } from '../applications/application-texts.ts';
import * as listStyles from '../applications/applications.css.ts';
import * as styles from './pipeline.css.ts';
import { formatDueDate } from './pipeline-texts.ts';

/** Asks for a payoff statement on the server; resolves with the request, rejects with its refusal. */
export type RequestPayoffAction = (applicationId: string, body: RequestPayoff) => Promise<PayoffRequest>;

/** A payoff request as the borrower reads it: waiting, or the amount and the day it holds through. */
export function payoffAnswerText(request: PayoffRequest): string {
  if (request.state === 'answered' && request.amount !== null && request.good_through !== null) {
    return `To pay off your loan: ${formatUsd(request.amount)}, good through ${formatDueDate(request.good_through)}.`;
  }
  return 'We are preparing your payoff statement; your loan officer answers within one business day.';
}

/**
 * Payoff statements of a funded loan (ADR 0060): ask for one (with an optional note and the day
 * you mean to pay off), then read staff's answer here. One request waits at a time.
 */
export function PayoffSection({
  applicationId,
  requests,
  request,
  onChanged,
}: {
  readonly applicationId: string;
  readonly requests: readonly PayoffRequest[];
  readonly request: RequestPayoffAction;
  readonly onChanged?: () => void;
}) {
  const [note, setNote] = useState('');
  const [payoffDate, setPayoffDate] = useState('');
  const [errors, setErrors] = useState<{ note?: string; payoff_date?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setSuccess = useSetAtom(successMessagesAtom);
  const waiting = requests.some((item) => item.state === 'open');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body: RequestPayoff = { note: note.trim(), ...(payoffDate ? { payoff_date: payoffDate } : {}) };
    const local = collectErrors(RequestPayoffSchema, body) as { note?: string; payoff_date?: string };
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await request(applicationId, body);
      setNote('');
      setPayoffDate('');
      setSuccess('We received your payoff statement request.');
      onChanged?.();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="payoff-title" className={styles.section}>
      <h2 id="payoff-title" className={styles.sectionTitle}>
        Payoff statement
      </h2>
      {requests.length > 0 ? (
        <ul className={listStyles.list} aria-label="Your payoff statement requests, newest first">
          {requests.map((item) => (
            <li key={item.id} className={listStyles.item}>
              <p className={listStyles.paragraph}>
                Asked on {formatDate(item.requested_at)}
                {item.payoff_date ? `, to pay off on ${formatDueDate(item.payoff_date)}` : ''}.
              </p>
              <p className={listStyles.paragraph}>
                <strong>{payoffAnswerText(item)}</strong>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={listStyles.paragraph}>
          A payoff statement gives the amount that repays your loan in full and the day it is good through.
        </p>
      )}
      {waiting ? null : (
        <form
          className={styles.signForm}
          noValidate
          aria-labelledby="payoff-form-title"
          onSubmit={(event) => void submit(event)}
        >
          <h3 id="payoff-form-title" className={listStyles.itemTitle}>
            Ask for a payoff statement
          </h3>
          <TextField
            name="payoff_date"
            label="The day you plan to pay off"
            type="date"
            optional
            value={payoffDate}
            onValueChange={setPayoffDate}
            error={errors.payoff_date}
            allowPaste
            width="medium"
          />
          <TextArea
            name="payoff_note"
            label="Anything we should know"
            hint="For example: the property is being sold or refinanced"
            optional
            value={note}
            onValueChange={setNote}
            error={errors.note}
            allowPaste
          />
          <FormAlert message={problem} />
          <div>
            <Button type="submit" loading={busy}>
              Ask for a payoff statement
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
