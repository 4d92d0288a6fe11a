import { StepField } from '@northgate/lending-flows/react';

/** Short quiz, requestLoan (docs/product/flow-fields.md, Flow 1); deals are asked of investor programs only. */
export function RequestLoanFields() {
  return (
    <>
      <StepField field="loanProgram" />
      <StepField field="loanPurpose" />
      <StepField field="loanAmountRequested" />
      <StepField field="propertyType" />
      <StepField field="propertyValueOrPrice" />
      <StepField field="timeline" />
      <StepField field="dealsLast36Months" />
    </>
  );
}
