import { OnFileOr } from '@northgate/lending-flows/react';
import { citizenships, creditScoreRanges } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikDateField,
  FormikPhoneField,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { profileAtom } from '../../../../session/session-atoms.ts';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const citizenshipOptions = toOptions(citizenships);
const creditOptions = toOptions(creditScoreRanges);

/** A profile phone number as the phone field stores it: ten digits, no country code. */
function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1')
    ? digits.slice(1)
    : digits.length === 10
      ? digits
      : '';
}

/**
 * Fills the name, email and phone the borrower's account already holds, once, into fields that
 * are still blank: a signed-in borrower should not have to type them again.
 */
function usePrefillFromProfile(name: (field: string) => string) {
  const profile = useAtomValue(profileAtom);
  const formik = useFormikContext<FlowFormValues>();
  const { setFieldValue } = formik;
  const current = formik.values['personal-data'];
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile || !current) return;
    done.current = true;
    const known: Record<string, string> = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      mobilePhone: tenDigits(profile.cellPhone),
    };
    for (const [field, value] of Object.entries(known)) {
      if (value !== '' && current[field] === '') void setFieldValue(name(field), value, false);
    }
  }, [profile, current, name, setFieldValue]);
}

/** Business loan application, personal-data: the applicant (Form 1919, section II). */
export function PersonalDataFields() {
  const name = useStepFieldName();
  usePrefillFromProfile(name);
  return (
    <>
      <Card title="About you" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <FormikTextField name={name('firstName')} label="First name" autoComplete="given-name" />
            <FormikTextField name={name('lastName')} label="Last name" autoComplete="family-name" />
          </div>
          <FormikTextField
            name={name('title')}
            label="Your title at the business"
            hint="For example: owner, president, managing member or partner."
            autoComplete="organization-title"
          />
          <FormikTextField name={name('email')} label="Email" type="email" autoComplete="email" />
          <FormikPhoneField name={name('mobilePhone')} label="Mobile phone" />
          <FormikAddressFieldset name={name('homeAddress')} legend="Home address" />
        </div>
      </Card>

      <Card title="Identity, ownership and credit" headingLevel={2} as="section">
        <div className={styles.group}>
          <OnFileOr>
            <FormikDateField
              name={name('dateOfBirth')}
              label="Date of birth"
              hint="We use it with your Social Security number to confirm who you are and find your credit report. You must be 18 or older."
              autoComplete="bday"
            />
          </OnFileOr>
          <OnFileOr>
            <FormikTaxIdField
              name={name('ssnOrItin')}
              kind="ssn"
              label="Social Security number or ITIN"
              hint="We need it to confirm your identity and to run the credit check you authorize at the end of this application. It is stored encrypted."
            />
          </OnFileOr>
          <FormikSelect name={name('citizenship')} label="Citizenship" options={citizenshipOptions} />
          <FormikTextField
            name={name('ownershipPct')}
            label="Your share of the business, in percent"
            hint="Enter 0 if you run the business but do not own part of it."
            suffix="%"
            width="short"
            decimal
          />
          <FormikSelect
            name={name('creditScoreRange')}
            label="Your credit score, roughly"
            hint="Your best estimate is fine; we confirm it with the credit report."
            options={creditOptions}
          />
        </div>
      </Card>
    </>
  );
}
