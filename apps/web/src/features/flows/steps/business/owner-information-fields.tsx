import { amountOf } from '@northgate/validators';
import { listedSharesTotal, business } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import * as local from './business.css.ts';
import { OwnerDemographics, OwnerQuestions } from './owner-questions.tsx';

/**
 * Business loan application, ownerInformation (Form 1919, section II): the applicant's own
 * answers as an owner, then every other owner of 20% or more and every officer, director,
 * managing member or general partner.
 */
export function OwnerInformationFields() {
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
          <OwnerQuestions at="" />
        </div>
      </Card>

      <Card title="Demographic information (optional)" headingLevel={2} as="section">
        <div className={styles.group}>
          <OwnerDemographics at="" who="you" />
        </div>
      </Card>

      <Card title="Other owners and officers" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepList
            field="owners"
            emptyItem={business.emptyOwner}
            max={business.MAX_OWNERS}
            renderItem={(owner) => (
              <>
                <div className={styles.pair}>
                  <StepField field={`${owner}.firstName`} />
                  <StepField field={`${owner}.lastName`} />
                </div>
                <StepField field={`${owner}.title`} />
                <StepField field={`${owner}.email`} />
                <StepField field={`${owner}.ownershipPct`} />
                <StepField field={`${owner}.ssnOrItin`} />
                <StepField field={`${owner}.homeAddress`} />
                <StepField field={`${owner}.citizenship`} />
                <OwnerQuestions at={`${owner}.`} />
                <OwnerDemographics at={`${owner}.`} who="them" titled />
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
