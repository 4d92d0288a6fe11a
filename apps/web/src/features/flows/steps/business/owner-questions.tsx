import { business } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName } from '@northgate/form-engine/react';
import * as styles from '../steps.css.ts';
import * as local from './business.css.ts';
import { YesNoQuestions } from '../yes-no-questions.tsx';

interface PersonProps {
  /** Where the person's answers sit in the step: '' for the applicant, 'owners.0.' for an owner. */
  readonly at: string;
  /** Whether the questions are about the applicant ('you') or another owner ('this person'). */
  readonly who: 'you' | 'them';
}

/** The personal guarantee and Form 1919's questions about one owner, with the explanation a Yes needs. */
export function OwnerQuestions({ at }: Pick<PersonProps, 'at'>) {
  return (
    <>
      <StepField field={`${at}isGuarantor`} />
      <YesNoQuestions
        fields={business.ownerQuestions.map((question) => `${at}${question.key}`)}
        explanation={`${at}explanation`}
      />
    </>
  );
}

/**
 * Form 1919's demographic questions about one owner. Every one is optional and offers
 * 'Prefer not to say'; the answers play no part in the lending decision. Inside an owner entry
 * (`titled`) they sit under their own heading; for the applicant the surrounding card names them.
 */
export function OwnerDemographics({ at, who, titled = false }: PersonProps & { readonly titled?: boolean }) {
  const name = useStepFieldName();
  const fields = (
    <>
      <p className={styles.note}>
        {who === 'you'
          ? 'These questions are voluntary. Your answers have no effect on our decision; we use them only to check that we treat every applicant fairly.'
          : 'These questions are voluntary and have no effect on our decision. Answer only with what this person has told you, or choose Prefer not to say.'}
      </p>
      <StepField field={`${at}veteranStatus`} />
      <StepField field={`${at}sex`} />
      <StepField field={`${at}race`} />
      <StepField field={`${at}ethnicity`} />
    </>
  );
  if (!titled) return fields;
  const headingId = `${name(`${at}demographics`)}-heading`;
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
