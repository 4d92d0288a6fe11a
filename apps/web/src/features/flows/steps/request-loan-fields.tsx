import {
  dealCounts,
  isInvestorProgram,
  loanPrograms,
  loanPurposes,
  propertyTypes,
  timelines,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { FormikMoneyField, FormikSelect } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from './choice-options.ts';

const programOptions = toOptions(loanPrograms);
const purposeOptions = toOptions(loanPurposes);
const propertyOptions = toOptions(propertyTypes);
const timelineOptions = toOptions(timelines);
const dealOptions = toOptions(dealCounts);

/** Short quiz, requestLoan (design/flow-fields.md, Flow 1). */
export function RequestLoanFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const investor = isInvestorProgram(formik.values.requestLoan?.loanProgram);
  return (
    <>
      <FormikSelect
        name={name('loanProgram')}
        label="Which loan are you interested in?"
        options={programOptions}
      />
      <FormikSelect name={name('loanPurpose')} label="Loan purpose" options={purposeOptions} />
      <FormikMoneyField
        name={name('loanAmountRequested')}
        label="Loan amount"
        hint="From $50,000 to $10,000,000."
      />
      <FormikSelect name={name('propertyType')} label="Property type" options={propertyOptions} />
      <FormikMoneyField name={name('propertyValueOrPrice')} label="Purchase price or property value" />
      <FormikSelect name={name('timeline')} label="When do you need the money?" options={timelineOptions} />
      {investor && (
        <FormikSelect
          name={name('dealsLast36Months')}
          label="Deals completed in the last 36 months"
          options={dealOptions}
        />
      )}
    </>
  );
}
