import { errorMessage } from '@northgate/api-client';
import { AnswerPayoffSchema, type AnswerPayoff, type PayoffRequest } from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { Button, FormAlert, FormikErrorSummary, FormikMoneyField, FormikTextField } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { toNumber, validateWith } from './closing-form-rules.ts';

/** Answer one open payoff request: the amount and the day it holds through. */
function PayoffAnswerForm({
  request,
  onSubmit,
}: {
  request: PayoffRequest;
  onSubmit: (request: PayoffRequest, body: AnswerPayoff) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const toAnswer = (values: { amount: string; good_through: string }): AnswerPayoff => ({
    amount: toNumber(values.amount),
    good_through: values.good_through,
  });
  return (
    <Formik
      initialValues={{ amount: '', good_through: '' }}
      validate={(values) =>
        validateWith(
          { amount: 'Enter the payoff amount', good_through: 'Choose the day the amount holds through' },
          values,
          () => toAnswer(values),
          AnswerPayoffSchema,
        )
      }
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await onSubmit(request, toAnswer(values));
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          className={page.stack}
          aria-label={`Answer the payoff request of ${formatDateTime(request.requested_at)}`}
        >
          <FormikErrorSummary />
          <div className={page.formGrid}>
            <FormikMoneyField name="amount" label="Payoff amount" decimal allowPaste />
            <FormikTextField name="good_through" label="Good through" type="date" allowPaste width="medium" />
          </div>
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Send payoff statement
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The funded borrower's payoff statement requests, newest first, open ones with the answer form. */
export function PayoffSection({
  requests,
  canManage,
  answer,
}: {
  requests: PayoffRequest[];
  canManage: boolean;
  answer: (request: PayoffRequest, body: AnswerPayoff) => Promise<void>;
}) {
  const open = requests.filter((request) => request.state === 'open').length;
  return (
    <section className={page.section} aria-labelledby="payoff-title">
      <h2 id="payoff-title" className={page.sectionTitle}>
        Payoff statements
      </h2>
      <p>
        {requests.length === 0
          ? 'The borrower has not asked for a payoff statement.'
          : open === 0
            ? 'Every request is answered.'
            : `${open === 1 ? '1 request is' : `${open} requests are`} waiting for an answer.`}
      </p>
      {requests.length > 0 ? (
        <ul aria-labelledby="payoff-title" className={page.stack}>
          {requests.map((request) => (
            <li key={request.id} className={page.stack}>
              <dl className={page.definitionList}>
                <dt>Asked</dt>
                <dd>{formatDateTime(request.requested_at)}</dd>
                {request.payoff_date ? (
                  <>
                    <dt>Pays off on</dt>
                    <dd>{formatDate(request.payoff_date)}</dd>
                  </>
                ) : null}
                {request.note ? (
                  <>
                    <dt>Borrower’s note</dt>
                    <dd>{request.note}</dd>
                  </>
                ) : null}
                <dt>Answer</dt>
                <dd>
                  {request.state === 'answered' && request.amount !== null && request.good_through !== null
                    ? `${formatUsd(request.amount)}, good through ${formatDate(request.good_through)}${request.answered_by_staff ? `, by ${request.answered_by_staff}` : ''}`
                    : 'Waiting for an answer'}
                </dd>
              </dl>
              {request.state === 'open' && canManage ? (
                <PayoffAnswerForm request={request} onSubmit={answer} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
