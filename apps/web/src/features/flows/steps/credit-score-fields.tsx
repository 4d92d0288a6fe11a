import { creditScoreRanges } from '@northgate/lending-flows';
import { useStepFieldName } from '@northgate/form-engine/react';
import { FormikRadioGroup } from '@northgate/ui';
import { toOptions } from './choice-options.ts';

const options = toOptions(creditScoreRanges);

/** Short quiz, creditScore (design/flow-fields.md, Flow 1): an estimate, no credit pull. */
export function CreditScoreFields() {
  const name = useStepFieldName();
  return (
    <FormikRadioGroup
      name={name('creditScoreRange')}
      label="What is your credit score, roughly?"
      hint="An estimate is fine. Answering does not affect your credit score."
      options={options}
    />
  );
}
