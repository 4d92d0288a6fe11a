import * as v from 'valibot';

/** One answer in words, as the borrower's review page and the PDF copy read it (`AnswerRow` of the form engine). */
export const AnswerRowSchema = v.object({
  path: v.pipe(
    v.string(),
    v.description('Where the answer sits in the step (`owners.0.ssn`): what a reveal names'),
  ),
  label: v.pipe(v.string(), v.description('The question the step asked, or its declared short label')),
  within: v.pipe(v.array(v.string()), v.description('The groups and list entries it sits in ("Unit 2")')),
  value: v.pipe(v.string(), v.description('The answer formatted as the form showed it')),
  masked: v.optional(v.literal(true)),
  revealable: v.optional(v.literal(true)),
  image: v.optional(v.pipe(v.string(), v.description('A drawn signature, as a data URL'))),
});
export type AnswerRowView = v.InferOutput<typeof AnswerRowSchema>;

/** One step's answers in words, in the order the step asks them. */
export const StepAnswersSchema = v.object({
  id: v.string(),
  title: v.pipe(v.string(), v.description("The step's title, as the borrower saw it")),
  rows: v.array(AnswerRowSchema),
});
export type StepAnswersView = v.InferOutput<typeof StepAnswersSchema>;
