import { citizenships } from '@northgate/lending-flows';
import { OnFileOr } from '@northgate/lending-flows/react';
import { useStepFieldName } from '@northgate/form-engine/react';
import { FormikDateField, FormikSelect, FormikTaxIdField } from '@northgate/ui';
import { toOptions } from './choice-options.ts';

const citizenshipOptions = toOptions(citizenships);

/**
 * Date of birth, SSN or ITIN, and citizenship: what the credit check needs, as the investment
 * application and the long form's ID step ask it. The first two are sensitive: once saved they
 * show as on file, with Change.
 */
export function IdentityFields() {
  const name = useStepFieldName();
  return (
    <>
      <OnFileOr>
        <FormikDateField
          name={name('dateOfBirth')}
          label="Date of birth"
          hint="You must be 18 or older. We use it with your SSN to match your credit report."
        />
      </OnFileOr>
      <OnFileOr>
        <FormikTaxIdField
          name={name('ssnOrItin')}
          kind="ssn"
          label="Social Security number or ITIN"
          hint="For the credit check you authorize at the end. It is encrypted and never shown in full again."
        />
      </OnFileOr>
      <FormikSelect name={name('citizenship')} label="Citizenship" options={citizenshipOptions} />
    </>
  );
}
