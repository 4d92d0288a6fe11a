import { isoToday, yesNo } from '@northgate/validators';
import {
  emptyPermanentPreviousJob,
  MAX_PERMANENT_PREVIOUS_JOBS,
  needsPreviousEmployment,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikDateField,
  FormikMoneyField,
  FormikPhoneField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const yesNoOptions = toOptions(yesNo);

/** Permanent application, IV. Employment information (one borrower; under `borrower`). */
export function EmploymentInformationFields() {
  const stepName = useStepFieldName();
  const name = (field: string) => stepName(`borrower.${field}`);
  const formik = useFormikContext<FlowFormValues>();
  const borrower = (formik.values.employmentInformation?.borrower ?? {}) as Record<string, unknown>;
  const current = (borrower.currentEmployment ?? {}) as Record<string, unknown>;
  const employed = current.employed;
  const needsPrevious = needsPreviousEmployment(current);
  const today = isoToday();
  return (
    <>
      <FormikRadioGroup
        name={name('currentEmployment.employed')}
        label="Do you have a job or run your own business now?"
        hint="Answer No if you are retired or not working. You can list retirement, Social Security and other income on the next step."
        options={yesNoOptions}
        inline
      />

      {employed === 'yes' && (
        <Card title="Your current job" headingLevel={2} as="section">
          <div className={styles.group}>
            <FormikTextField
              name={name('currentEmployment.employerName')}
              label="Employer name"
              hint="If you are self-employed, enter the name of your business."
              autoComplete="organization"
            />
            <FormikAddressFieldset
              name={name('currentEmployment.employerAddress')}
              legend="Employer address"
            />
            <FormikRadioGroup
              name={name('currentEmployment.selfEmployed')}
              label="Are you self-employed in this job?"
              hint="Answer Yes if you own 25% or more of the business."
              options={yesNoOptions}
              inline
            />
            <FormikTextField
              name={name('currentEmployment.positionTitle')}
              label="Position or title"
              autoComplete="organization-title"
            />
            <FormikTextField
              name={name('currentEmployment.typeOfBusiness')}
              label="Type of business"
              hint="For example, hospital, construction or software."
              autoComplete="off"
              optional
            />
            <FormikDateField
              name={name('currentEmployment.startDate')}
              label="When did you start this job?"
              max={today}
            />
            <FormikTextField
              name={name('currentEmployment.yearsInLineOfWork')}
              label="Years in this line of work"
              hint="Include time with earlier employers in the same field."
              numberOnly
              width="short"
              autoComplete="off"
            />
            <FormikPhoneField name={name('currentEmployment.businessPhone')} label="Work phone number" />
          </div>
        </Card>
      )}

      {(employed === 'yes' || employed === 'no') && (
        <FormikRepeatableGroup
          name={name('previousEmployment')}
          legend={needsPrevious ? 'Your previous jobs' : 'Other jobs (optional)'}
          hint={
            needsPrevious
              ? 'You started your current job less than two years ago, so tell us about the jobs you held before it, going back two years. Add any second job you hold now as well.'
              : 'Add any second job you hold now, or jobs you held in the last two years.'
          }
          itemNoun="Job"
          emptyItem={emptyPermanentPreviousJob}
          max={MAX_PERMANENT_PREVIOUS_JOBS}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <FormikTextField name={`${itemName}.employerName`} label="Employer name" autoComplete="off" />
              <FormikAddressFieldset name={`${itemName}.employerAddress`} legend="Employer address" />
              <FormikRadioGroup
                name={`${itemName}.selfEmployed`}
                label="Were you self-employed in this job?"
                options={yesNoOptions}
                inline
              />
              <FormikTextField
                name={`${itemName}.positionTitle`}
                label="Position or title"
                autoComplete="off"
              />
              <div className={styles.pair}>
                <FormikDateField name={`${itemName}.dateFrom`} label="Start date" max={today} />
                <FormikDateField
                  name={`${itemName}.dateTo`}
                  label="End date"
                  hint="For a job you still hold, today’s date."
                  max={today}
                />
              </div>
              <FormikMoneyField
                name={`${itemName}.monthlyIncome`}
                label="Gross monthly income from this job"
                hint="Before taxes and deductions."
              />
              <FormikPhoneField name={`${itemName}.businessPhone`} label="Work phone number" optional />
            </div>
          )}
        />
      )}
    </>
  );
}
