// React-free validation for the browser's forms, the form engine, the API client and the API:
// the one place for validation messages, field rules, limits and reference lists.
export { messages } from './messages.ts';
export { groupDigits, groupedNumber, wholeDollarsText } from './number-text.ts';
export * from './limits.ts';
export {
  ALPHABETICAL,
  alphabetical,
  isPlainText,
  optionalString,
  personName,
  requiredString,
  textExpected,
} from './text.ts';
export { optionalEmail, requiredEmail } from './email.ts';
export { existingPassword, newPassword, passwordIsEmail, verificationCode } from './credentials.ts';
export {
  NANP_PHONE,
  contactPhone,
  nanpDigits,
  optionalContactPhone,
  optionalUsPhone,
  textablePhone,
  usPhone,
} from './phone.ts';
export { choice, mustBeChecked, optionalChoice, requiredChoice, yesNo, type ChoiceEntry } from './choices.ts';
export {
  MAX_DOLLARS,
  amountOf,
  count,
  dollars,
  maxValue,
  optionalCount,
  optionalDollars,
  percentage,
  requiredAmount,
} from './amounts.ts';
export {
  adult,
  date,
  inTheFuture,
  inThePast,
  isoToday,
  optionalDate,
  yearsBefore,
  type DateRule,
} from './dates.ts';
export { ein, ssnOrItin } from './tax-ids.ts';
export { address, emptyAddress, fiveDigitZip } from './address.ts';
export { US_STATES } from './us-states.ts';
export { emptySignature, signature } from './signature.ts';
export { checkWhen, equalToField, requiredWhen } from './cross-field.ts';
export { collectErrors, flattenErrors, formikValidator, type FieldErrors } from './form-errors.ts';
