import type { StaffSecondFactorMethod } from '@northgate/contracts';
import { FormikOneTimeCodeField, FormikTextField } from '@northgate/ui';

export interface SecondFactorCodeFieldProps {
  /** A code from the authenticator app (six digits) or a recovery code (ABCDE-FGHJK). */
  method: StaffSecondFactorMethod;
  label: string;
  hint: string;
}

/**
 * The Formik field `code` of a second-factor check (ADR 0052), at sign-in and before a reveal
 * (ADR 0055): six digits the phone may fill in, or a recovery code typed or pasted in any case.
 */
export function SecondFactorCodeField({ method, label, hint }: SecondFactorCodeFieldProps) {
  if (method === 'totp') return <FormikOneTimeCodeField name="code" label={label} hint={hint} />;
  return (
    <FormikTextField
      name="code"
      label={label}
      hint={hint}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      allowPaste
    />
  );
}
