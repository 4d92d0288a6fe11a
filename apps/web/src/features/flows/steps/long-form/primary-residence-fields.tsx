import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { amountOf } from '@northgate/validators';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures, signedDollars } from '../figures.tsx';
import { FormerAddresses, YearsAndMonths } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

/**
 * Long form, primaryResidence: the home, how long the borrower has lived there and what it costs;
 * an owner's home value and mortgage (they count on the statement); earlier addresses until two
 * years are covered.
 */
export function PrimaryResidenceFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.primaryResidence ?? {};
  const formerAddresses = Array.isArray(values.formerAddresses) ? values.formerAddresses : [];
  const yearsAnswered = values.yearsAtAddress !== '' && values.monthsAtAddress !== '';
  return (
    <>
      <Card title="Your home" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="residenceAddress" />
          <StepField field="ownOrRent" />
          <YearsAndMonths years="yearsAtAddress" months="monthsAtAddress" />
          <StepField field="monthlyHousingPayment" />
        </div>
      </Card>

      {values.ownOrRent === 'own' && (
        <Card title="Its value and mortgage" headingLevel={2} as="section">
          <div className={styles.group}>
            <p className={styles.note}>
              Your home counts as real estate on your financial statement, and its mortgage as a debt.
            </p>
            <StepField field="presentMarketValue" />
            <StepField field="mortgageBalance" />
            <StepField field="mortgageHolderName" />
            <StepField field="monthlyMortgagePayment" />
            <StepField field="mortgageStatus" />
            <Figures
              label="Home equity"
              figures={[
                {
                  label: 'Your equity in your home',
                  value: signedDollars(
                    amountOf(values.presentMarketValue) - amountOf(values.mortgageBalance),
                  ),
                },
              ]}
            />
          </div>
        </Card>
      )}

      {(formerAddresses.length > 0 || (yearsAnswered && longForm.needsFormerAddresses(values))) && (
        <Card title="Where you lived before" headingLevel={2} as="section">
          <FormerAddresses field="formerAddresses" historyMonths={longForm.addressHistoryMonths(values)} />
        </Card>
      )}
    </>
  );
}
