import { errorMessage } from '@northgate/api-client';
import {
  CLOSING_PLACE_LABELS,
  CLOSING_PLACES,
  REPAYMENT_LABELS,
  RecordFundingSchema,
  ScheduleClosingSchema,
  type ApplicationStatus,
  type ClosingPlace,
  type FundedLoan,
  type LoanClosing,
  type RecordFunding,
  type ScheduleClosing,
} from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderMoment } from '@northgate/site-config';
import {
  Button,
  FormAlert,
  FormikErrorSummary,
  FormikMoneyField,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { toNumber, validateWith } from './closing-form-rules.ts';

interface ClosingValues {
  date: string;
  time: string;
  place: ClosingPlace;
  address: string;
  title_company_name: string;
  title_company_email: string;
  title_company_phone: string;
  [key: string]: string;
}

const toClosing = (values: ClosingValues): ScheduleClosing => ({
  date: values.date,
  time: values.time,
  place: values.place,
  address: values.place === 'in_person' ? values.address.trim() : '',
  title_company_name: values.title_company_name.trim(),
  title_company_email: values.title_company_email.trim(),
  title_company_phone: values.title_company_phone.trim(),
});

/** Schedule the closing (from clear to close) or change it (while closing). */
export function ClosingForm({
  closing,
  onSubmit,
}: {
  closing: LoanClosing | null;
  onSubmit: (body: ScheduleClosing) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const rescheduling = closing !== null;
  const title = rescheduling ? 'Reschedule closing' : 'Schedule closing';
  return (
    <Formik<ClosingValues>
      initialValues={{
        date: closing?.date ?? '',
        time: closing?.time ?? '',
        place: closing?.place ?? 'in_person',
        address: closing?.address ?? '',
        title_company_name: closing?.title_company.name ?? '',
        title_company_email: closing?.title_company.email ?? '',
        title_company_phone: closing?.title_company.phone ?? '',
      }}
      enableReinitialize
      validate={(values) =>
        validateWith(
          {
            date: 'Choose the closing date',
            time: 'Enter the closing time',
            title_company_name: 'Enter the title company',
            ...(values.place === 'in_person'
              ? { address: 'Enter the address where the borrower signs' }
              : {}),
          },
          values,
          () => toClosing(values),
          ScheduleClosingSchema,
        )
      }
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await onSubmit(toClosing(values));
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className={page.stack} aria-labelledby="closing-form-title">
          <h3 id="closing-form-title">{title}</h3>
          <FormikErrorSummary />
          <div className={page.formGrid}>
            <FormikTextField name="date" label="Closing date" type="date" allowPaste width="medium" />
            <FormikTextField
              name="time"
              label="Time"
              hint="Pacific time"
              type="time"
              allowPaste
              width="medium"
            />
          </div>
          <FormikSelect
            name="place"
            label="Where the borrower signs"
            placeholder={null}
            options={CLOSING_PLACES.map((place) => ({ value: place, label: CLOSING_PLACE_LABELS[place] }))}
          />
          {values.place === 'in_person' ? (
            <FormikTextField
              name="address"
              label="Address"
              hint="The title company’s or attorney’s office"
              allowPaste
            />
          ) : null}
          <FormikTextField name="title_company_name" label="Title company" allowPaste />
          <div className={page.formGrid}>
            <FormikTextField
              name="title_company_email"
              label="Title company email"
              type="email"
              optional
              allowPaste
            />
            <FormikTextField
              name="title_company_phone"
              label="Title company phone"
              type="tel"
              optional
              allowPaste
            />
          </div>
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              {title}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

interface FundingValues {
  amount: string;
  loan_number: string;
  funded_on: string;
  first_payment_on: string;
  [key: string]: string;
}

const toFunding = (values: FundingValues): RecordFunding => ({
  amount: toNumber(values.amount),
  loan_number: values.loan_number.trim(),
  funded_on: values.funded_on,
  first_payment_on: values.first_payment_on,
});

/** Record the funding: the amount (at most the accepted offer's), the loan number and the dates. */
export function FundingForm({
  offerAmount,
  onSubmit,
}: {
  /** The accepted offer's amount: the most that can be funded. */
  offerAmount: number | null;
  onSubmit: (body: RecordFunding) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik<FundingValues>
      initialValues={{
        amount: offerAmount === null ? '' : String(offerAmount),
        loan_number: '',
        funded_on: '',
        first_payment_on: '',
      }}
      validate={(values) => {
        const errors = validateWith(
          {
            amount: 'Enter the funded amount',
            loan_number: 'Enter the loan number',
            funded_on: 'Choose the funding date',
            first_payment_on: 'Choose the first payment date',
          },
          values,
          () => toFunding(values),
          RecordFundingSchema,
        );
        if (!errors.amount && offerAmount !== null && toNumber(values.amount) > offerAmount) {
          errors.amount = `The funded amount ${formatUsd(toNumber(values.amount))} is more than the accepted offer's ${formatUsd(offerAmount)}`;
        }
        return errors;
      }}
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await onSubmit(toFunding(values));
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="funding-form-title">
          <h3 id="funding-form-title">Record funding</h3>
          <FormikErrorSummary />
          <FormikMoneyField
            name="amount"
            label="Funded amount"
            hint={offerAmount === null ? undefined : `At most the accepted offer’s ${formatUsd(offerAmount)}`}
            decimal
            allowPaste
          />
          <FormikTextField
            name="loan_number"
            label="Loan number"
            hint="Our own loan number, like NG-2026-0147"
            allowPaste
            width="medium"
          />
          <div className={page.formGrid}>
            <FormikTextField name="funded_on" label="Funding date" type="date" allowPaste width="medium" />
            <FormikTextField
              name="first_payment_on"
              label="First payment due"
              type="date"
              allowPaste
              width="medium"
            />
          </div>
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Record funding
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The closing as scheduled: when, where and with whom. */
export function ClosingDetails({ closing }: { closing: LoanClosing }) {
  const company = closing.title_company;
  return (
    <dl className={page.definitionList} aria-label="Scheduled closing">
      <dt>When</dt>
      <dd>{formatLenderMoment(closing.starts_at)}</dd>
      <dt>Where</dt>
      <dd>
        {closing.place === 'in_person'
          ? `In person at ${closing.address ?? ''}`
          : CLOSING_PLACE_LABELS.remote}
      </dd>
      <dt>Title company</dt>
      <dd>{[company.name, company.email, company.phone].filter(Boolean).join(', ')}</dd>
      <dt>Last scheduled</dt>
      <dd>{formatDateTime(closing.updated_at)}</dd>
    </dl>
  );
}

/** The funded loan's figures. */
export function FundedLoanDetails({ loan }: { loan: FundedLoan }) {
  return (
    <dl className={page.definitionList} aria-label="Funded loan">
      <dt>Loan number</dt>
      <dd>{loan.loan_number}</dd>
      <dt>Funded</dt>
      <dd>
        {formatUsd(loan.amount)} on {formatDate(loan.funded_on)}
      </dd>
      <dt>Rate and term</dt>
      <dd>
        {loan.rate_percent}% over {loan.term_months} months, {REPAYMENT_LABELS[loan.repayment].toLowerCase()}
      </dd>
      <dt>Monthly payment</dt>
      <dd>{formatUsd(loan.monthly_payment)}</dd>
      <dt>First payment due</dt>
      <dd>{formatDate(loan.first_payment_on)}</dd>
    </dl>
  );
}

export interface ClosingActions {
  schedule: (body: ScheduleClosing) => Promise<void>;
  fund: (body: RecordFunding) => Promise<void>;
}

/**
 * Closing and funding (ADR 0060): the scheduled closing and the form to schedule or change it,
 * then the funding form while closing, and the funded loan once funded.
 */
export function ClosingSection({
  status,
  closing,
  fundedLoan,
  offerAmount,
  canManage,
  actions,
}: {
  status: ApplicationStatus;
  closing: LoanClosing | null;
  fundedLoan: FundedLoan | null;
  offerAmount: number | null;
  canManage: boolean;
  actions: ClosingActions;
}) {
  return (
    <section className={page.section} aria-labelledby="closing-title">
      <h2 id="closing-title" className={page.sectionTitle}>
        Closing and funding
      </h2>
      {closing === null ? <p>No closing scheduled yet.</p> : <ClosingDetails closing={closing} />}
      {fundedLoan !== null ? <FundedLoanDetails loan={fundedLoan} /> : null}
      {canManage && (status === 'clear_to_close' || status === 'closing') ? (
        <ClosingForm closing={status === 'closing' ? closing : null} onSubmit={actions.schedule} />
      ) : null}
      {canManage && status === 'closing' ? (
        <FundingForm offerAmount={offerAmount} onSubmit={actions.fund} />
      ) : null}
    </section>
  );
}
