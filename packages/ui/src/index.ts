// Public API of @northgate/ui, and one subpath per component (package.json exports). Styles are vanilla-extract; import '@northgate/ui/global.css' once.
export { vars } from './theme/theme.css.ts';
export { sprinkles } from './theme/sprinkles.css.ts';
export type { Sprinkles } from './theme/sprinkles.css.ts';
export { focusVisible, visuallyHidden } from './theme/focus.css.ts';
export { breakpoints, mediaQueries, contrastRatio, pageMaxWidth } from './theme/tokens.ts';

export { Button, ButtonLink, buttonClass } from './button/button.tsx';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './button/button.tsx';
export { Spinner } from './spinner/spinner.tsx';
export { Toast, ToastRegion } from './toast/toast.tsx';
export type { ToastKind, ToastMessage, ToastProps, ToastRegionProps } from './toast/toast.tsx';
export { LoaderOverlay } from './loader-overlay/loader-overlay.tsx';
export type { LoaderOverlayProps } from './loader-overlay/loader-overlay.tsx';
export { DropdownMenu } from './dropdown-menu/dropdown-menu.tsx';
export type {
  DropdownMenuItem,
  DropdownMenuLinkProps,
  DropdownMenuProps,
} from './dropdown-menu/dropdown-menu.tsx';
export { ProgressBar } from './progress-bar/progress-bar.tsx';
export type {
  NumericProgressProps,
  ProgressBarProps,
  ProgressStage,
  StageProgressProps,
} from './progress-bar/progress-bar.tsx';
export { ErrorSummary } from './error-summary/error-summary.tsx';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary/error-summary.tsx';

export * from './format/number-format.ts';

export { Field, Fieldset, ErrorMessage, Hint, useFieldIds } from './field/field.tsx';
export type { FieldBaseProps, FieldIds } from './field/field.tsx';
export { TextField, PASTE_BLOCKED_MESSAGE } from './text-field/text-field.tsx';
export type { TextFieldProps } from './text-field/text-field.tsx';
export { TextArea } from './text-area/text-area.tsx';
export type { TextAreaProps } from './text-area/text-area.tsx';
export { TEXT_AREA_DEFAULT_HEIGHT } from './text-area/text-area.css.ts';
export { MoneyField } from './money-field/money-field.tsx';
export type { MoneyFieldProps } from './money-field/money-field.tsx';
export { PercentField } from './percent-field/percent-field.tsx';
export type { PercentFieldProps } from './percent-field/percent-field.tsx';
export { PasswordField } from './password-field/password-field.tsx';
export type { PasswordFieldProps } from './password-field/password-field.tsx';
export { Select } from './select/select.tsx';
export type { SelectOption, SelectProps } from './select/select.tsx';
export { RadioCards, RadioGroup } from './radio-group/radio-group.tsx';
export type { ChoiceOption, RadioGroupProps } from './radio-group/radio-group.tsx';
export { Checkbox, CheckboxGroup } from './checkbox/checkbox.tsx';
export type { CheckboxGroupProps, CheckboxProps } from './checkbox/checkbox.tsx';
export { DateField } from './date-field/date-field.tsx';
export type { DateFieldProps } from './date-field/date-field.tsx';
export { PhoneField } from './phone-field/phone-field.tsx';
export type { PhoneFieldProps } from './phone-field/phone-field.tsx';
export { TaxIdField } from './tax-id-field/tax-id-field.tsx';
export type { TaxIdFieldProps } from './tax-id-field/tax-id-field.tsx';
export { OnFileField } from './on-file-field/on-file-field.tsx';
export type { OnFileFieldProps } from './on-file-field/on-file-field.tsx';
export { OneTimeCodeField, ONE_TIME_CODE_LENGTH } from './one-time-code-field/one-time-code-field.tsx';
export type { OneTimeCodeFieldProps } from './one-time-code-field/one-time-code-field.tsx';
export { AddressFieldset, EMPTY_ADDRESS } from './address-fieldset/address-fieldset.tsx';
export type {
  AddressErrors,
  AddressFieldsetProps,
  AddressValue,
} from './address-fieldset/address-fieldset.tsx';
export { FileUpload, fileProblems } from './file-upload/file-upload.tsx';
export type { FileUploadProps } from './file-upload/file-upload.tsx';
export { DocumentUpload } from './document-upload/document-upload.tsx';
export type { DocumentEntry, DocumentUploadProps } from './document-upload/document-upload.tsx';
// The signature pad itself is a separate entry (@northgate/ui/signature-pad);
// this lazy wrapper keeps react-signature-canvas out of every page that does not render it.
export { LazySignaturePad } from './signature-pad/lazy-signature-pad.tsx';
export type { SignaturePadProps, SignatureValue } from './signature-pad/signature-pad.tsx';
export { StepNavigation } from './step-navigation/step-navigation.tsx';
export type { StepNavigationProps } from './step-navigation/step-navigation.tsx';
export { Container } from './layout/container.tsx';
export type { ContainerPadding, ContainerProps } from './layout/container.tsx';
export { Stack } from './layout/stack.tsx';
export type { StackGap, StackProps } from './layout/stack.tsx';
export { Heading } from './layout/heading.tsx';
export type { HeadingProps } from './layout/heading.tsx';
export { Card } from './card/card.tsx';
export type { CardProps } from './card/card.tsx';
export { Dialog } from './dialog/dialog.tsx';
export type { DialogProps } from './dialog/dialog.tsx';
export {
  FormikAddressFieldset,
  FormikCheckbox,
  FormikCheckboxGroup,
  FormikDateField,
  FormikErrorSummary,
  FormikFileUpload,
  FormikMoneyField,
  FormikOneTimeCodeField,
  FormikPasswordField,
  FormikPercentField,
  FormikPhoneField,
  FormikRadioCards,
  FormikRadioGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextArea,
  FormikTextField,
  useFormikField,
  useFormikGroup,
} from './formik/formik-fields.tsx';
export { SubmitClickedProvider } from './formik/submit-clicked-context.ts';
export { useSubmitAttempted } from './formik/submit-clicked.tsx';
export { FormikSignaturePad } from './signature-pad/formik-signature-pad.tsx';
export type { FormikFieldBinding } from './formik/formik-fields.tsx';
export { FormikRepeatableGroup } from './repeatable-group/repeatable-group.tsx';
export type { FormikRepeatableGroupProps } from './repeatable-group/repeatable-group.tsx';
export { FormAlert } from './form-alert/form-alert.tsx';
export { FormikHoneypot } from './honeypot/formik-honeypot.tsx';
