import { StepField } from '@northgate/lending-flows/react';

/** Short quiz, creditScore (docs/product/flow-fields.md, Flow 1): an estimate, no credit pull. */
export function CreditScoreFields() {
  return <StepField field="creditScoreRange" />;
}
