import { StepField } from '@northgate/lending-flows/react';

/** Short quiz, personalDetails (docs/product/flow-fields.md, Flow 1): fields declared in lending-flows. */
export function PersonalDetailsFields() {
  return (
    <>
      <StepField field="firstName" />
      <StepField field="lastName" />
      <StepField field="email" />
      <StepField field="mobilePhone" />
      <StepField field="state" />
      <StepField field="borrowerRole" />
    </>
  );
}
