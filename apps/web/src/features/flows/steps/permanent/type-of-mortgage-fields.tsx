import {
  permanentAmortizationTypes,
  permanentArmTypes,
  permanentLoanTerms,
  permanentMortgageTypes,
  proposedPrincipalAndInterestFor,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsd } from '@northgate/loan-math';
import { Card, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const mortgageOptions = toOptions(permanentMortgageTypes);
const termOptions = toOptions(permanentLoanTerms);
const amortizationOptions = toOptions(permanentAmortizationTypes);
const armOptions = toOptions(permanentArmTypes);

/** Permanent application, I. Type of mortgage and terms of loan, with the proposed monthly P&I. */
export function TypeOfMortgageFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.typeOfMortgage ?? {};
  const payment = proposedPrincipalAndInterestFor(values);
  return (
    <>
      <Card title="The mortgage" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect
            name={name('mortgageAppliedFor')}
            label="Type of mortgage"
            hint="Not sure? Choose Conventional. Your loan officer will confirm which program fits you best."
            options={mortgageOptions}
          />
          {values.mortgageAppliedFor === 'other' && (
            <FormikTextField
              name={name('mortgageAppliedForOther')}
              label="Which type of mortgage?"
              autoComplete="off"
            />
          )}
          <FormikMoneyField
            name={name('loanAmount')}
            label="Loan amount"
            hint="From $150,000 to $3,000,000."
          />
          <FormikTextField
            name={name('interestRate')}
            label="Interest rate"
            hint="If you have a rate quote, enter it. Otherwise leave this blank: your loan officer sets the rate when you lock it."
            decimal
            suffix="%"
            width="short"
            autoComplete="off"
            optional
          />
        </div>
      </Card>

      <Card title="Term and payments" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect name={name('numberOfMonths')} label="Loan term" options={termOptions} />
          {values.numberOfMonths === 'other' && (
            <FormikTextField
              name={name('otherNumberOfMonths')}
              label="Loan term in months"
              hint="From 12 to 480 months (1 to 40 years)."
              numberOnly
              width="short"
              autoComplete="off"
            />
          )}
          <FormikSelect
            name={name('amortizationType')}
            label="Amortization type"
            hint="Fixed rate: the payment never changes. Graduated payment: payments start lower and rise on a set schedule. Adjustable rate: the rate is fixed for the first years, then moves with the market."
            options={amortizationOptions}
          />
          {values.amortizationType === 'arm' && (
            <FormikSelect
              name={name('armType')}
              label="Type of adjustable-rate mortgage"
              options={armOptions}
            />
          )}
          {values.amortizationType === 'other' && (
            <FormikTextField
              name={name('amortizationOther')}
              label="How would the loan be paid off?"
              hint="For example, interest-only for the first 10 years."
              autoComplete="off"
            />
          )}
          {payment === null ? (
            <p className={styles.note}>
              Enter the loan amount, interest rate and term to see your monthly principal and interest.
            </p>
          ) : (
            <>
              <Figures
                label="Proposed monthly payment"
                figures={[{ label: 'Monthly principal and interest', value: formatUsd(payment) }]}
              />
              <p className={styles.note}>
                An estimate for a fully amortizing loan. Property taxes, homeowners insurance and any mortgage
                insurance come on top; you will add them on the income step.
              </p>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
