import { errorMessage } from '@northgate/api-client';
import {
  PREPAYMENT_TERMS,
  PREPAYMENT_TERMS_TEXT,
  REPAYMENT_LABELS,
  REPAYMENT_TYPES,
  centsToDollars,
  type CreateOfferRequest,
} from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
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
import * as page from '../../components/page.css.ts';
import { EMPTY_OFFER, offerPreview, toOfferRequest, validateOffer, type OfferValues } from './offer-terms.ts';

/**
 * Issue an offer: the figures, how it is repaid, the rehab holdback and the prepayment terms (what
 * the term sheet states), the monthly payment they make (checked before sending), and an expiry.
 */
export function OfferForm({
  onSubmit,
  approvedBudgetCents = null,
}: {
  onSubmit: (body: CreateOfferRequest) => Promise<void>;
  /** The approved rehab budget (ADR 0061): the holdback starts at it, and must equal it. */
  approvedBudgetCents?: number | null;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const initial =
    approvedBudgetCents === null
      ? EMPTY_OFFER
      : { ...EMPTY_OFFER, holdback: centsToDollars(approvedBudgetCents) };
  return (
    <Formik<OfferValues>
      initialValues={initial}
      validate={validateOffer}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await onSubmit(toOfferRequest(values));
          helpers.resetForm();
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting, values }) => {
        const preview = offerPreview(values);
        return (
          <Form noValidate className={page.stack} aria-labelledby="offer-form-title">
            <h3 id="offer-form-title">Issue an offer</h3>
            <FormikErrorSummary />
            <div className={page.formGrid}>
              <FormikMoneyField name="amount" label="Loan amount" decimal allowPaste />
              <FormikTextField
                name="rate_percent"
                label="Interest rate"
                suffix="%"
                decimal
                allowPaste
                width="short"
              />
              <FormikTextField
                name="term_months"
                label="Term in months"
                numberOnly
                allowPaste
                width="short"
              />
              <FormikTextField
                name="points"
                label="Points"
                hint="Percent of the loan amount"
                decimal
                allowPaste
                width="short"
              />
              <FormikMoneyField name="fees" label="Fees" decimal allowPaste />
              <FormikSelect
                name="repayment"
                label="Repayment"
                placeholder={null}
                options={REPAYMENT_TYPES.map((type) => ({ value: type, label: REPAYMENT_LABELS[type] }))}
              />
              <FormikMoneyField
                name="holdback"
                label="Rehab holdback"
                hint={
                  approvedBudgetCents === null
                    ? 'Kept back at closing and released in draws; 0 for none'
                    : `The approved rehab budget, ${formatUsd(approvedBudgetCents / 100)}: the holdback must equal it`
                }
                decimal
                allowPaste
              />
              <FormikSelect
                name="prepayment_terms"
                label="Prepayment terms"
                placeholder={null}
                options={PREPAYMENT_TERMS.map((terms) => ({
                  value: terms,
                  label: PREPAYMENT_TERMS_TEXT[terms],
                }))}
              />
              <FormikTextField
                name="expires_on"
                label="Offer expires"
                hint="At 11:59 p.m. Pacific time on this day"
                type="date"
                allowPaste
                width="medium"
              />
            </div>
            <p role="status" aria-live="polite">
              {preview
                ? `Monthly payment (${values.repayment === 'interest_only' ? 'interest only' : 'principal and interest'}): ${formatUsd(preview.monthly)}` +
                  (preview.pointsDollars > 0 ? `; points cost ${formatUsd(preview.pointsDollars)}` : '') +
                  '.'
                : 'Enter the amount, rate and term to see the monthly payment.'}
            </p>
            <FormAlert message={formError} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Send offer
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
