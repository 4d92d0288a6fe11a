/** A form-engine option list as the ui Select, RadioGroup and CheckboxGroup take it (value and label only). */
export function toOptions(list: readonly ChoiceEntry[]): { value: string; label: string }[] {
  return list.map((entry) => ({ value: entry.value, label: entry.label }));
}
import { type ChoiceEntry } from '@northgate/validators';
