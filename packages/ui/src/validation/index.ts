// React-free: safe to import from the API (`@northgate/ui/validation`).
export { messages } from './messages.ts';
export {
  ALPHABETICAL,
  alphabetical,
  collectErrors,
  equalToField,
  flattenErrors,
  formikValidator,
  maxValue,
  mustBeChecked,
  optionalEmail,
  optionalString,
  requiredAmount,
  requiredChoice,
  requiredEmail,
  requiredString,
} from './rules.ts';
export type { FieldErrors } from './rules.ts';
