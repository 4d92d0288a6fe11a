import { StepField } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';

/** Long form, subjectProperty: the property the loan is for, or the area a borrower still looking has in mind. */
export function SubjectPropertyFields() {
  return (
    <>
      <Card title="Where it stands" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="acquisition" />
          <StepField field="address" />
          <StepField field="searchArea" />
          <StepField field="purchasePriceOrValue" />
          <StepField field="existingLiens" />
        </div>
      </Card>

      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <StepField field="propertyType" />
            <StepField field="units" />
          </div>
          <StepField field="condition" />
          <StepField field="currentOccupancy" />
          <div className={styles.pair}>
            <StepField field="yearBuilt" />
            <StepField field="squareFeet" />
          </div>
          <div className={styles.pair}>
            <StepField field="bedrooms" />
            <StepField field="bathrooms" />
          </div>
          <StepField field="lotSize" />
        </div>
      </Card>
    </>
  );
}
