import { yesNo } from '@northgate/validators';
import { dscrProducts, investmentLoanPurposes, isRefinance, loanToValue, MAX_LTV_BY_PURPOSE, prepaymentOptions } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikDateField,
  FormikMoneyField,
  FormikRadioGroup,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const purposeOptions = toOptions(investmentLoanPurposes);
const productOptions = toOptions(dscrProducts);
const prepaymentChoices = toOptions(prepaymentOptions);
const yesNoOptions = toOptions(yesNo);
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** Investment application, loanRequestInformation: what to borrow, against what, and on which terms. */
export function LoanRequestFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.loanRequestInformation ?? {};
  const purpose = values.loanPurpose as string | undefined;
  const refinance = isRefinance(purpose);
  const ltv = loanToValue(values);
  const cap = purpose ? MAX_LTV_BY_PURPOSE[purpose] : undefined;
  return (
    <>
      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect name={name('loanPurpose')} label="What is the loan for?" options={purposeOptions} />
          <FormikMoneyField
            name={name('propertyValue')}
            label={purpose === 'purchase' ? 'Purchase price' : 'Estimated value of the property'}
          />
          <FormikMoneyField
            name={name('loanAmount')}
            label="Loan amount you are requesting"
            hint="From $50,000 to $10,000,000. Up to 80% of the value for a purchase or rate/term refinance, 75% for cash-out or delayed financing."
          />
          {ltv !== null && (
            <Figures
              label="Loan-to-value"
              figures={[
                { label: 'Loan-to-value', value: percent(ltv) },
                ...(cap === undefined ? [] : [{ label: 'Our limit for this purpose', value: percent(cap) }]),
              ]}
            />
          )}
          {purpose === 'cashOut' && (
            <FormikMoneyField
              name={name('cashOutAmount')}
              label="Cash you want to take out"
              hint="After paying off the current loan and closing costs."
            />
          )}
        </div>
      </Card>

      {refinance && (
        <Card title="The property you are refinancing" headingLevel={2} as="section">
          <div className={styles.group}>
            <p className={styles.note}>
              We size refinances on what you paid and put into the property as well as its value today,
              especially when you bought it in the last 12 months.
            </p>
            <FormikDateField name={name('acquisitionDate')} label="Date you bought it" />
            <FormikMoneyField name={name('originalPurchasePrice')} label="What you paid for it" />
            <FormikMoneyField
              name={name('capitalImprovements')}
              label="Money spent on improvements since"
              hint="Renovations and repairs that added value, not routine upkeep."
              optional
            />
            <FormikMoneyField
              name={name('existingLienBalance')}
              label="Balance of the current mortgage"
              hint="Enter 0 if the property is owned free and clear."
            />
            <FormikTextField
              name={name('currentLender')}
              label="Current lender"
              optional
              autoComplete="off"
            />
          </div>
        </Card>
      )}

      <Card title="Terms" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect name={name('productType')} label="Loan product" options={productOptions} />
          <FormikRadioGroup
            name={name('interestOnly')}
            label="Interest-only for the first 10 years?"
            hint="Lower payments at first, which helps the property's debt-service coverage; the balance does not go down meanwhile."
            options={yesNoOptions}
            inline
          />
          <FormikSelect
            name={name('prepaymentPenalty')}
            label="Prepayment penalty"
            hint="A longer penalty period usually buys a lower rate."
            options={prepaymentChoices}
          />
          <FormikMoneyField
            name={name('liquidReserves')}
            label="Cash and investments you will have after closing"
            hint="We typically look for six months of the property's payments in reserve."
          />
          <FormikDateField name={name('targetCloseDate')} label="When would you like to close?" optional />
          <FormikRadioGroup
            name={name('rateLock')}
            label="Lock the rate when the loan is approved?"
            hint="A 45-day lock at no charge."
            options={yesNoOptions}
            inline
            optional
          />
        </div>
      </Card>
    </>
  );
}
