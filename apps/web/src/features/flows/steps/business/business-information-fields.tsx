import { amountOf } from '@northgate/validators';
import { business } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/**
 * Business loan application, businessInformation: the business (Form 1919, section I), its
 * finances, and the loan it needs with what the money is for.
 */
export function BusinessInformationFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.businessInformation ?? {};
  const loan = amountOf(values.loanAmount);
  const listed = business.proceedsTotal(values.useOfProceeds);
  return (
    <>
      <Card title="The business" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="legalName" />
          <StepField field="dba" />
          <StepField field="entityType" />
          <StepField field="entityTypeOther" />
          <StepField field="stateOfFormation" />
          <StepField field="ein" />
          <StepField field="businessRole" />
          <StepField field="specialOwnership" />
          <StepField field="isFranchise" />
          <StepField field="franchiseName" />
        </div>
      </Card>

      <Card title="What it does" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="industry" />
          <StepField field="naicsCode" />
          <StepField field="description" />
          <StepField field="yearBegan" />
          <div className={styles.pair}>
            <StepField field="employees" />
            <StepField field="jobsCreated" />
          </div>
        </div>
      </Card>

      <Card title="Where to reach it" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="businessAddress" />
          <StepField field="businessPhone" />
          <p className={styles.note}>
            If someone other than you should answer our questions about this loan, tell us who. Leave these
            blank and we will contact you.
          </p>
          <StepField field="contactName" />
          <StepField field="contactEmail" />
          <StepField field="projectAtBusinessAddress" />
          <StepField field="projectAddress" />
        </div>
      </Card>

      <Card title="Finances" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Use the last 12 months, or the last full year if that is easier. We will check the figures against
            your tax returns and financial statements later.
          </p>
          <StepField field="annualRevenue" />
          <StepField field="profitOrLoss" />
          <StepField field="netIncome" />
          <StepField field="existingDebt" />
        </div>
      </Card>

      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="loanAmount" />
          <StepList
            field="useOfProceeds"
            emptyItem={business.emptyProceedsUse}
            min={1}
            max={business.MAX_PROCEEDS_USES}
            renderItem={(item) => (
              <>
                <StepField field={`${item}.use`} />
                <StepField field={`${item}.amount`} />
                <StepField field={`${item}.details`} />
              </>
            )}
          />
          {loan > 0 && (
            <Figures
              label="Uses of the loan"
              figures={[
                { label: 'Loan amount', value: formatUsdWhole(loan) },
                { label: 'Uses listed', value: formatUsdWhole(listed) },
                {
                  label: listed > loan ? 'Over the loan amount by' : 'Left to assign',
                  value: formatUsdWhole(Math.abs(loan - listed)),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </>
  );
}
