import { StepField } from '@northgate/lending-flows/react';

/**
 * Date of birth, SSN or ITIN, and citizenship: what the credit check needs, as the investment
 * application and the long form's ID step ask it. The first two are sensitive: once saved they
 * show as on file, with Change.
 */
export function IdentityFields() {
  return (
    <>
      <StepField field="dateOfBirth" />
      <StepField field="ssnOrItin" />
      <StepField field="citizenship" />
    </>
  );
}
