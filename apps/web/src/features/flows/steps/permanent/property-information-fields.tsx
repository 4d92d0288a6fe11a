import { permanent } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import { pages } from '@northgate/site-config';
import { Card, FormikRadioGroup } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/** Permanent application, II. Property information and purpose of loan. */
export function PropertyInformationFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.propertyInformation ?? {};
  const purpose = values.purposeOfLoan;
  const loanAmount = formik.values.typeOfMortgage?.loanAmount;
  return (
    <>
      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="subjectPropertyAddress" />
          <div className={styles.pair}>
            <StepField field="numberOfUnits" />
            <StepField field="yearBuilt" />
          </div>
          <StepField field="legalDescription" />
        </div>
      </Card>

      <Card title="Purpose of the loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="purposeOfLoan" />
          <StepField field="purposeOfLoanOther" />
          <PropertyUse />
        </div>
      </Card>

      {permanent.isConstructionPurpose(purpose) && (
        <Card title="The lot and the build" headingLevel={2} as="section">
          <div className={styles.group}>
            <StepField field="yearAcquired" />
            <StepField field="originalCost" />
            <StepField field="existingLiens" />
            <StepField field="presentValueOfLot" />
            <StepField field="costOfImprovements" />
            <Figures
              label="Lot and construction"
              figures={[
                { label: 'Total (a + b)', value: formatUsdWhole(permanent.constructionTotal(values)) },
              ]}
            />
          </div>
        </Card>
      )}

      {purpose === 'refinance' && (
        <Card title="The home you are refinancing" headingLevel={2} as="section">
          <div className={styles.group}>
            <StepField field="yearAcquired" />
            <StepField field="originalCost" />
            <StepField field="existingLiens" />
            <StepField field="purposeOfRefinance" />
            <StepField field="improvementsStatus" />
            <StepField field="describeImprovements" />
            <StepField field="improvementsCost" />
          </div>
        </Card>
      )}

      {permanent.hasTransactionDetails(purpose) && (
        <TransactionDetails values={values} loanAmount={loanAmount} />
      )}

      <Card title="Title" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="titleHeldInNames" />
          <StepField field="mannerTitleHeld" />
          <StepField field="estateHeldIn" />
          <StepField field="leaseholdExpirationDate" />
        </div>
      </Card>

      {permanent.needsDownPaymentSource(purpose) && (
        <Card title="Your down payment" headingLevel={2} as="section">
          <div className={styles.group}>
            <StepField field="downPaymentSources" />
            <StepField field="downPaymentSourceOther" />
          </div>
        </Card>
      )}
    </>
  );
}

/** The words of the declared hint that link to the investment property loan application. */
const INVESTMENT_LINK_WORDS = 'investment property loan';

/** How the borrower will use the home: the declared radios, with the hint's words linked to the investment application. */
function PropertyUse() {
  const { name, declaration, question, hint = '' } = useStepField('propertyWillBe');
  const [before, after] = hint.split(INVESTMENT_LINK_WORDS);
  return (
    <FormikRadioGroup
      name={name}
      label={question}
      hint={
        after === undefined ? (
          hint
        ) : (
          <>
            {before}
            <Link to={pages.investmentLoanApplication.path}>{INVESTMENT_LINK_WORDS}</Link>
            {after}
          </>
        )
      }
      options={(declaration.options ?? []).map(({ value, label }) => ({ value, label }))}
      inline
    />
  );
}

/** VII. Details of transaction: what the loan pays for, and the loan-to-value it gives. */
function TransactionDetails({
  values,
  loanAmount,
}: {
  values: Record<string, unknown>;
  loanAmount: unknown;
}) {
  const ltv = permanent.transactionLtv(values, loanAmount);
  return (
    <Card title="Details of the transaction" headingLevel={2} as="section">
      <div className={styles.group}>
        <StepField field="purchasePrice" />
        <StepField field="alterationsImprovements" />
        <StepField field="presentValue" />
        <StepField field="refinancePayoff" />
        <StepField field="estimatedClosingCosts" />
        <Figures
          label="Details of the transaction"
          figures={[
            { label: 'Total costs', value: formatUsdWhole(permanent.transactionTotalCosts(values)) },
            {
              label: 'Loan-to-value (LTV)',
              value: ltv === null ? 'Enter the loan amount and the value' : formatPercent(ltv),
            },
          ]}
        />
      </div>
    </Card>
  );
}
