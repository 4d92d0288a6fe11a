import { StepField } from '@northgate/lending-flows/react';
import { usePrefillFromProfile } from './prefill-from-profile.ts';

const CONTACT = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'mobilePhone' };

/** Short quiz, personalDetails (docs/product/flow-fields.md, Flow 1): fields declared in lending-flows. */
export function PersonalDetailsFields() {
  usePrefillFromProfile(CONTACT);
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
