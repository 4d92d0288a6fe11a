import { isoToday } from '@northgate/validators';
import { permanent } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';

/** Permanent application, IV. Employment information (one borrower; under `borrower`). */
export function EmploymentInformationFields() {
  const formik = useFormikContext<FlowFormValues>();
  const borrower = (formik.values.employmentInformation?.borrower ?? {}) as Record<string, unknown>;
  const current = (borrower.currentEmployment ?? {}) as Record<string, unknown>;
  // Dates up to today, worked out each time the step is drawn.
  const today = isoToday();
  return (
    <>
      <StepField field="borrower.currentEmployment.employed" />

      {current.employed === 'yes' && (
        <Card title="Your current job" headingLevel={2} as="section">
          <div className={styles.group}>
            <StepField field="borrower.currentEmployment.employerName" />
            <StepField field="borrower.currentEmployment.employerAddress" />
            <StepField field="borrower.currentEmployment.selfEmployed" />
            <StepField field="borrower.currentEmployment.positionTitle" />
            <StepField field="borrower.currentEmployment.typeOfBusiness" />
            <StepField field="borrower.currentEmployment.startDate" max={today} />
            <StepField field="borrower.currentEmployment.yearsInLineOfWork" />
            <StepField field="borrower.currentEmployment.businessPhone" />
          </div>
        </Card>
      )}

      <StepList
        field="borrower.previousEmployment"
        emptyItem={permanent.emptyPreviousJob}
        max={permanent.MAX_PREVIOUS_JOBS}
        renderItem={(job) => (
          <div className={styles.group}>
            <StepField field={`${job}.employerName`} />
            <StepField field={`${job}.employerAddress`} />
            <StepField field={`${job}.selfEmployed`} />
            <StepField field={`${job}.positionTitle`} />
            <div className={styles.pair}>
              <StepField field={`${job}.dateFrom`} max={today} />
              <StepField field={`${job}.dateTo`} max={today} />
            </div>
            <StepField field={`${job}.monthlyIncome`} />
            <StepField field={`${job}.businessPhone`} />
          </div>
        )}
      />
    </>
  );
}
