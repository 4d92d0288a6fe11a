import { yesNo } from '@northgate/validators';
import { FormikRadioGroup, FormikTextArea } from '@northgate/ui';
import { toOptions } from './choice-options.ts';

const yesNoOptions = toOptions(yesNo);

export interface YesNoQuestionsProps {
  readonly questions: readonly { readonly key: string; readonly label: string }[];
  /** Names an answer: `name('lawsuit')` -> 'declarations.lawsuit'. */
  readonly name: (key: string) => string;
  /** Whether the answers so far need an explanation; the step's schema asks for it on the same condition. */
  readonly explain: boolean;
  readonly explanationHint: string;
}

/**
 * Declarations asked one after another as Yes/No questions, then the one explanation any Yes
 * needs, shown only once a Yes is given.
 */
export function YesNoQuestions({ questions, name, explain, explanationHint }: YesNoQuestionsProps) {
  return (
    <>
      {questions.map((question) => (
        <FormikRadioGroup
          key={question.key}
          name={name(question.key)}
          label={question.label}
          options={yesNoOptions}
          inline
        />
      ))}
      {explain && (
        <FormikTextArea
          name={name('explanation')}
          label="Tell us about each Yes answer"
          hint={explanationHint}
          maxLength={1000}
        />
      )}
    </>
  );
}
