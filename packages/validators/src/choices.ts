import * as v from 'valibot';
import { messages } from './messages.ts';

/** One option of a select, radio group or checkbox group: what is stored and what is read. */
export interface ChoiceEntry {
  readonly value: string;
  readonly label: string;
}

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** One of the listed values; blank, missing or foreign all read 'The value is required'. */
export function choice(options: readonly ChoiceEntry[]) {
  return v.picklist(
    options.map((option) => option.value),
    messages.choiceRequired,
  );
}

/** One of the listed values, or blank. */
export function optionalChoice(options: readonly ChoiceEntry[]) {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.check(
      (value) => value === '' || options.some((option) => option.value === value),
      messages.choiceRequired,
    ),
  );
}

/** A required choice whose options are not listed here (a date, a file, a free value). */
export function requiredChoice() {
  return v.pipe(v.string(messages.choiceRequired), v.nonEmpty<string, string>(messages.choiceRequired));
}

/** A checkbox that must be ticked. */
export function mustBeChecked() {
  return v.literal(true, messages.choiceRequired);
}
