import * as v from 'valibot';
import { isoToday, messages, requiredString } from '@northgate/validators';
import { CONDITION_CLEARED_BY, CONDITION_STAGES } from './pipeline-records.ts';

/** What staff send to add, clear and reopen a loan condition and to clear to close (ADR 0057). */

const conditionNote = (what: string) =>
  v.pipe(
    v.string(messages.mustBeText),
    v.trim(),
    v.minLength(1, `Write ${what}`),
    v.maxLength(1000, messages.maxLength(1000)),
    v.description('Shown to the borrower on their application and in the email'),
  );

export const CreateConditionSchema = v.object(
  {
    stage: v.pipe(
      v.picklist(CONDITION_STAGES, 'Choose when the condition must be cleared'),
      v.description(CONDITION_STAGES.join(', ')),
    ),
    title: requiredString({ max: 120 }),
    description: v.optional(
      v.pipe(v.string(messages.mustBeText), v.trim(), v.maxLength(1000, messages.maxLength(1000))),
    ),
    due_date: v.pipe(
      v.string(messages.mustBeText),
      v.isoDate('Enter the due date as YYYY-MM-DD'),
      v.check((value) => value >= isoToday(), 'Choose a due date from today on'),
    ),
    cleared_by: v.pipe(
      v.picklist(CONDITION_CLEARED_BY, 'Choose how the condition is cleared'),
      v.description(CONDITION_CLEARED_BY.join(', ')),
    ),
  },
  messages.notAnObject,
);
export type CreateCondition = v.InferInput<typeof CreateConditionSchema>;

export const ClearConditionSchema = v.object(
  { note: conditionNote('what cleared it') },
  messages.notAnObject,
);
export type ClearCondition = v.InferInput<typeof ClearConditionSchema>;

export const ReopenConditionSchema = v.object(
  { reason: conditionNote('why it is reopened') },
  messages.notAnObject,
);
export type ReopenCondition = v.InferInput<typeof ReopenConditionSchema>;

export const ConditionParamsSchema = v.object({
  conditionId: v.pipe(v.string(), v.uuid('Unknown condition'), v.description('A condition id')),
});

export const ClearToCloseSchema = v.object(
  {
    note: v.optional(
      v.pipe(
        v.string(messages.mustBeText),
        v.trim(),
        v.maxLength(1000, messages.maxLength(1000)),
        v.description('Shown to the borrower in the timeline and the email'),
      ),
    ),
  },
  messages.notAnObject,
);
export type ClearToClose = v.InferInput<typeof ClearToCloseSchema>;
