import { StepField } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';

/** Investment application, subjectPropertyInformation: the rental, and what it costs to hold. */
export function PropertyFields() {
  return (
    <>
      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="address" />
          <StepField field="propertyType" />
          <StepField field="units" />
          <div className={styles.pair}>
            <StepField field="yearBuilt" />
            <StepField field="squareFeet" />
          </div>
          <div className={styles.pair}>
            <StepField field="bedrooms" />
            <StepField field="bathrooms" />
          </div>
          <StepField field="rural" />
        </div>
      </Card>
      <Card title="What it costs to hold" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            These go into the property's monthly payment (PITIA), which its rent has to cover.
          </p>
          <StepField field="annualTaxes" />
          <StepField field="annualInsurance" />
          <StepField field="annualFloodInsurance" />
          <StepField field="monthlyHoa" />
        </div>
      </Card>
    </>
  );
}
