import { OnFileOr } from '@northgate/lending-flows/react';
import { amountOf } from '@northgate/validators';
import {
  citizenships,
  emptyBusinessOwner,
  listedSharesTotal,
  MAX_BUSINESS_OWNERS,
  type BusinessOwner,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import * as local from './business.css.ts';
import { OwnerDemographics, OwnerQuestions } from './owner-questions.tsx';

const citizenshipOptions = toOptions(citizenships);

/**
 * Business loan application, ownerInformation (Form 1919, section II): the applicant's own
 * answers as an owner, then every other owner of 20% or more and every officer, director,
 * managing member or general partner.
 */
export function OwnerInformationFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const yours = amountOf(formik.values['personal-data']?.ownershipPct);
  const others = listedSharesTotal(formik.values.ownerInformation?.owners);
  const total = Math.round((yours + others) * 1000) / 1000;
  return (
    <>
      <Card title="Your answers as an owner" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            We ask every owner the same questions. A Yes does not end your application; most can be worked
            with, and we only need the facts.
          </p>
          <OwnerQuestions field={name} who="you" />
        </div>
      </Card>

      <Card title="Demographic information (optional)" headingLevel={2} as="section">
        <div className={styles.group}>
          <OwnerDemographics field={name} who="you" />
        </div>
      </Card>

      <Card title="Other owners and officers" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRepeatableGroup<BusinessOwner>
            name={name('owners')}
            legend="Who else owns or runs the business?"
            hint="Add everyone else who owns 20% or more of the business, and every officer, director, managing member or general partner, even if they own less. Leave this empty if that is only you. We will contact each person to confirm their details and authorize a credit check."
            itemNoun="Owner"
            emptyItem={emptyBusinessOwner}
            max={MAX_BUSINESS_OWNERS}
            renderItem={(owner) => (
              <>
                <div className={styles.pair}>
                  <FormikTextField name={`${owner}.firstName`} label="First name" autoComplete="off" />
                  <FormikTextField name={`${owner}.lastName`} label="Last name" autoComplete="off" />
                </div>
                <FormikTextField
                  name={`${owner}.title`}
                  label="Title"
                  hint="For example: member, president, director or partner."
                  autoComplete="off"
                />
                <FormikTextField name={`${owner}.email`} label="Email" type="email" autoComplete="off" />
                <FormikTextField
                  name={`${owner}.ownershipPct`}
                  label="Their share of the business, in percent"
                  hint="Enter 0 for an officer who owns no part of it."
                  suffix="%"
                  width="short"
                  decimal
                />
                <OnFileOr>
                  <FormikTaxIdField
                    name={`${owner}.ssnOrItin`}
                    kind="ssn"
                    label="Social Security number or ITIN"
                    hint="We need it to confirm this person’s identity and, once they authorize it, to check their credit. It is stored encrypted."
                  />
                </OnFileOr>
                <FormikAddressFieldset name={`${owner}.homeAddress`} legend="Home address" />
                <FormikSelect
                  name={`${owner}.citizenship`}
                  label="Citizenship"
                  options={citizenshipOptions}
                />
                <OwnerQuestions field={(key) => `${owner}.${key}`} who="them" />
                <OwnerDemographics field={(key) => `${owner}.${key}`} who="them" titled />
              </>
            )}
          />
          <p className={total > 100 ? local.warning : styles.note} aria-live="polite">
            Ownership entered: {total}% ({yours}% yours, from the first step, and {others}% for the people
            above). {total > 100 ? 'That is more than 100%: check the shares.' : ''}
          </p>
        </div>
      </Card>
    </>
  );
}
