import { borrowerRoles, quizStates } from '@northgate/lending-flows';
import { useStepFieldName } from '@northgate/form-engine/react';
import { FormikPhoneField, FormikSelect, FormikTextField } from '@northgate/ui';

const stateOptions = quizStates.map((state) => ({ ...state }));
const roleOptions = borrowerRoles.map((role) => ({ ...role }));

/** Short quiz, personalDetails (design/flow-fields.md, Flow 1); the schema lives in the form engine. */
export function PersonalDetailsFields() {
  const name = useStepFieldName();
  return (
    <>
      <FormikTextField name={name('firstName')} label="First name" autoComplete="given-name" />
      <FormikTextField name={name('lastName')} label="Last name" autoComplete="family-name" />
      <FormikTextField name={name('email')} label="Email" type="email" autoComplete="email" />
      <FormikPhoneField name={name('mobilePhone')} label="Mobile phone" optional />
      <FormikSelect name={name('state')} label="State" options={stateOptions} />
      <FormikSelect
        name={name('borrowerRole')}
        label="Which best describes you?"
        options={roleOptions}
        optional
      />
    </>
  );
}
