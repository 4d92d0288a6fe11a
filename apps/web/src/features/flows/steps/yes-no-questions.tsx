import { StepField } from '@northgate/lending-flows/react';

export interface YesNoQuestionsProps {
  /** The questions' places in the step's values ('lawsuit', 'owners.0.lawsuit'), in the order asked. */
  readonly fields: readonly string[];
  /** The place of the one explanation any Yes needs; its declaration shows it only once a Yes is given. */
  readonly explanation: string;
}

/**
 * Declarations asked one after another as Yes/No questions, then the one explanation any Yes
 * needs. Each is declared on the step's schema (`askYesNo`, and the explanation's `when`).
 */
export function YesNoQuestions({ fields, explanation }: YesNoQuestionsProps) {
  return (
    <>
      {fields.map((field) => (
        <StepField key={field} field={field} />
      ))}
      <StepField field={explanation} />
    </>
  );
}
