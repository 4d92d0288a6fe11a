import { yesNo } from '@northgate/validators';
import {
  needsOwnerExplanation,
  ownerEthnicities,
  ownerQuestions,
  ownerRaces,
  ownerSexes,
  ownerVeteranStatuses,
} from '@northgate/lending-flows';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { FormikCheckboxGroup, FormikRadioGroup } from '@northgate/ui';
import { getIn, useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';
import * as local from './business.css.ts';
import { toOptions } from '../choice-options.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';

const yesNoOptions = toOptions(yesNo);
const veteranOptions = toOptions(ownerVeteranStatuses);
const sexOptions = toOptions(ownerSexes);
const raceOptions = toOptions(ownerRaces);
const ethnicityOptions = toOptions(ownerEthnicities);

interface PersonProps {
  /** Names one of the person's answers: `field('sex')` -> 'ownerInformation.sex' or 'ownerInformation.owners.0.sex'. */
  readonly field: (key: string) => string;
  /** Whether the questions are about the applicant ('you') or another owner ('this person'). */
  readonly who: 'you' | 'them';
}

/** The personal guarantee and Form 1919's questions about one owner, with the explanation a Yes needs. */
export function OwnerQuestions({ field, who }: PersonProps) {
  const formik = useFormikContext<FlowFormValues>();
  const answers = Object.fromEntries(
    ownerQuestions.map((question) => [question.key, getIn(formik.values, field(question.key)) as unknown]),
  );
  return (
    <>
      <FormikRadioGroup
        name={field('isGuarantor')}
        label={
          who === 'you'
            ? 'Will you personally guarantee the loan?'
            : 'Will this person personally guarantee the loan?'
        }
        hint="We normally ask every owner of 20% or more to guarantee the loan. A guarantor promises to repay it if the business cannot."
        options={yesNoOptions}
        inline
      />
      <YesNoQuestions
        questions={ownerQuestions.map((question) => ({ key: question.key, label: question[who] }))}
        name={field}
        explain={needsOwnerExplanation(answers)}
        explanationHint="What happened, when, and where it stands now. A Yes does not end the application; we only need the facts."
      />
    </>
  );
}

/**
 * Form 1919's demographic questions about one owner. Every one is optional and offers
 * 'Prefer not to say'; the answers play no part in the lending decision. Inside an owner entry
 * (`titled`) they sit under their own heading; for the applicant the surrounding card names them.
 */
export function OwnerDemographics({
  field,
  who,
  titled = false,
}: PersonProps & { readonly titled?: boolean }) {
  const fields = (
    <>
      <p className={styles.note}>
        {who === 'you'
          ? 'These questions are voluntary. Your answers have no effect on our decision; we use them only to check that we treat every applicant fairly.'
          : 'These questions are voluntary and have no effect on our decision. Answer only with what this person has told you, or choose Prefer not to say.'}
      </p>
      <FormikRadioGroup
        name={field('veteranStatus')}
        label="Veteran status"
        options={veteranOptions}
        optional
      />
      <FormikRadioGroup name={field('sex')} label="Sex" options={sexOptions} optional />
      <FormikCheckboxGroup
        name={field('race')}
        label="Race"
        hint="Choose all that apply, or Prefer not to say on its own."
        options={raceOptions}
        optional
      />
      <FormikRadioGroup name={field('ethnicity')} label="Ethnicity" options={ethnicityOptions} optional />
    </>
  );
  if (!titled) return fields;
  const headingId = `${field('demographics')}-heading`;
  return (
    // A group, not a section: every owner has one, and landmarks must have names of their own.
    <div role="group" className={local.subsection} aria-labelledby={headingId}>
      <h4 id={headingId} className={local.subheading}>
        Demographic information (optional)
      </h4>
      {fields}
    </div>
  );
}
