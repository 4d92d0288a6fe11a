import { amountOf } from '@northgate/validators';
import { business } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { useFirstEntry } from './use-first-entry.ts';

/**
 * Business loan application, propertyInfo: the property the loan involves, if any, and the
 * collateral offered (a collateral schedule, as on a private lender's business-purpose application).
 */
export function PropertyInfoFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.propertyInfo ?? {};
  const collateral = (values.collateral as business.CollateralItem[] | undefined) ?? [];
  const offering = values.offeringCollateral === 'yes';
  useFirstEntry('collateral', business.emptyCollateralItem);
  const collateralValue = collateral.reduce((sum, item) => sum + amountOf(item.value), 0);
  const collateralOwed = collateral.reduce((sum, item) => sum + amountOf(item.owed), 0);
  return (
    <>
      <Card title="Property" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="realEstateInvolved" />
          <StepField field="propertyStatus" />
          <StepField field="propertyAddress" />
          <StepField field="propertyType" />
          {business.ownsProperty(values) && (
            <div className={styles.pair}>
              <StepField field="purchasePrice" />
              <StepField field="estimatedValue" />
            </div>
          )}
          <StepField field="amountOwed" />
          <StepField field="businessOccupancyPct" />
          <StepField field="landlordName" />
          {business.leasesProperty(values) && (
            <div className={styles.pair}>
              <StepField field="monthlyRent" />
              <StepField field="leaseEndDate" />
            </div>
          )}
        </div>
      </Card>

      <Card title="Collateral" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="offeringCollateral" />
          <StepList
            field="collateral"
            emptyItem={business.emptyCollateralItem}
            min={1}
            max={business.MAX_COLLATERAL_ITEMS}
            renderItem={(item) => (
              <>
                <StepField field={`${item}.type`} />
                <StepField field={`${item}.description`} />
                <div className={styles.pair}>
                  <StepField field={`${item}.value`} />
                  <StepField field={`${item}.owed`} />
                </div>
              </>
            )}
          />
          {offering && collateralValue > 0 && (
            <Figures
              label="Collateral offered"
              figures={[
                { label: 'Total value', value: formatUsdWhole(collateralValue) },
                { label: 'Owed against it', value: formatUsdWhole(collateralOwed) },
                {
                  label: 'Value free of debt',
                  value: formatUsdWhole(Math.max(0, collateralValue - collateralOwed)),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </>
  );
}
