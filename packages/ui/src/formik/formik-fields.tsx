import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { AddressFieldset } from '../address-fieldset/address-fieldset.tsx';
import type { AddressFieldsetProps, AddressValue } from '../address-fieldset/address-fieldset.tsx';
import { Checkbox, CheckboxGroup } from '../checkbox/checkbox.tsx';
import { DateField } from '../date-field/date-field.tsx';
import { ErrorSummary } from '../error-summary/error-summary.tsx';
import { FileUpload } from '../file-upload/file-upload.tsx';
import { MoneyField } from '../money-field/money-field.tsx';
import { OneTimeCodeField } from '../one-time-code-field/one-time-code-field.tsx';
import { PasswordField } from '../password-field/password-field.tsx';
import { PercentField } from '../percent-field/percent-field.tsx';
import { PhoneField } from '../phone-field/phone-field.tsx';
import { RadioCards, RadioGroup } from '../radio-group/radio-group.tsx';
import { Select } from '../select/select.tsx';
import { TaxIdField } from '../tax-id-field/tax-id-field.tsx';
import { TextArea } from '../text-area/text-area.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { flattenErrors, type FieldErrors } from '@northgate/validators';
import { afterPointerRelease, watchPointer } from './after-pointer-release.ts';
import { useSubmitAttempted } from './submit-clicked.tsx';

export interface FormikFieldBinding<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  onBlur: () => void;
  /** The field's message, shown once the field was touched or a submit was clicked. */
  error: string | undefined;
}

/**
 * Binds a ui input to a Formik field: `<TextField label="Email" {...useFormikField<string>('email')} />`.
 * The error shows when the field was touched or after a submit click (the app's submit-clicked
 * flag, see `SubmitClickedProvider`, or Formik's submitCount).
 */
export function useFormikField<T>(name: string): FormikFieldBinding<T> {
  const formik = useFormikContext<Record<string, unknown>>();
  const submitAttempted = useSubmitAttempted();
  // Each change already validates with the new value; validate on blur only when nothing
  // changed since, so Formik never validates stale values.
  const changedSinceBlur = useRef(false);
  useEffect(watchPointer, []);
  const touched = Boolean(getIn(formik.touched, name));
  const rawError: unknown = getIn(formik.errors, name);
  const error = typeof rawError === 'string' && (touched || submitAttempted) ? rawError : undefined;
  return {
    name,
    value: getIn(formik.values, name) as T,
    onValueChange: (value: T) => {
      changedSinceBlur.current = true;
      void formik.setFieldValue(name, value, true);
    },
    onBlur: () =>
      afterPointerRelease(() => {
        const validate = !changedSinceBlur.current;
        changedSinceBlur.current = false;
        void formik.setFieldTouched(name, true, validate);
      }),
    error,
  };
}

type BoundProps = 'value' | 'onValueChange' | 'onBlur' | 'error' | 'name';

/** Wraps an input so it reads and writes the Formik field named by its `name` prop. */
function connect<P extends { value: unknown; onValueChange: (value: never) => void }>(
  Component: ComponentType<P>,
  displayName: string,
) {
  function Connected(props: Omit<P, BoundProps> & { name: string }) {
    const binding = useFormikField<P['value']>(props.name);
    const merged = { ...props, ...binding } as unknown as P;
    return <Component {...merged} />;
  }
  Connected.displayName = displayName;
  return Connected;
}

export const FormikTextField = connect(TextField, 'FormikTextField');
export const FormikTextArea = connect(TextArea, 'FormikTextArea');
export const FormikMoneyField = connect(MoneyField, 'FormikMoneyField');
export const FormikPercentField = connect(PercentField, 'FormikPercentField');
export const FormikPasswordField = connect(PasswordField, 'FormikPasswordField');
export const FormikSelect = connect(Select, 'FormikSelect');
export const FormikRadioGroup = connect(RadioGroup, 'FormikRadioGroup');
export const FormikRadioCards = connect(RadioCards, 'FormikRadioCards');
export const FormikCheckbox = connect(Checkbox, 'FormikCheckbox');
export const FormikCheckboxGroup = connect(CheckboxGroup, 'FormikCheckboxGroup');
export const FormikDateField = connect(DateField, 'FormikDateField');
export const FormikPhoneField = connect(PhoneField, 'FormikPhoneField');
export const FormikTaxIdField = connect(TaxIdField, 'FormikTaxIdField');
export const FormikOneTimeCodeField = connect(OneTimeCodeField, 'FormikOneTimeCodeField');
export const FormikFileUpload = connect(FileUpload, 'FormikFileUpload');

/**
 * Binding for a control that edits an object of parts (an address, a signature): each part has
 * its own error, shown once that part was touched or after a submit click.
 */
export function useFormikGroup<T extends object>(name: string) {
  const formik = useFormikContext<Record<string, unknown>>();
  const submitAttempted = useSubmitAttempted();
  const fieldErrors = (getIn(formik.errors, name) ?? {}) as Partial<Record<keyof T, string>>;
  const fieldTouched = (getIn(formik.touched, name) ?? {}) as Partial<Record<keyof T, boolean>>;
  const changedSinceBlur = useRef(false);
  useEffect(watchPointer, []);
  const errors: Partial<Record<keyof T, string>> = {};
  // A string here is a message for the whole group; it has no part to sit under.
  if (typeof fieldErrors === 'object') {
    for (const key of Object.keys(fieldErrors) as (keyof T)[]) {
      if (fieldTouched[key] || submitAttempted) errors[key] = fieldErrors[key];
    }
  }
  return {
    value: getIn(formik.values, name) as T,
    errors,
    onValueChange: (next: T) => {
      changedSinceBlur.current = true;
      void formik.setFieldValue(name, next, true);
    },
    onBlur: (part: keyof T) =>
      afterPointerRelease(() => {
        const validate = !changedSinceBlur.current;
        changedSinceBlur.current = false;
        void formik.setFieldTouched(`${name}.${String(part)}`, true, validate);
      }),
  };
}

/** The address fieldset bound to a nested Formik value (`name.street`, `name.zip`, …). */
export function FormikAddressFieldset(
  props: Omit<AddressFieldsetProps, 'value' | 'onValueChange' | 'onBlur' | 'errors'>,
) {
  const binding = useFormikGroup<AddressValue>(props.name);
  return <AddressFieldset {...props} {...binding} errors={binding.errors} />;
}

/**
 * The error summary of the surrounding Formik form. It lists the problems found by the last
 * submit click (taking focus each time), drops each one as it is fixed, and never grows while
 * the user types — new problems appear on the next submit.
 */
export function FormikErrorSummary({ title }: { title?: string }) {
  const formik = useFormikContext();
  const [attempt, setAttempt] = useState<{ count: number; fieldIds: string[] }>({ count: 0, fieldIds: [] });
  const { isSubmitting, submitCount, errors } = formik;

  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    setAttempt((previous) =>
      previous.count === submitCount
        ? previous
        : { count: submitCount, fieldIds: flattenErrors(errors as FieldErrors).map((e) => e.fieldId) },
    );
  }, [isSubmitting, submitCount, errors]);

  const current = flattenErrors(errors);
  const shown = current.filter((e) => attempt.fieldIds.includes(e.fieldId));
  return <ErrorSummary errors={shown} title={title} focusKey={attempt.count} />;
}
