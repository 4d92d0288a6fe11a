import { formikValidator, NAME_MAX_LENGTH } from '@northgate/validators';
import { errorMessage } from '@northgate/api-client';
import {
  AFFILIATE_COMPANY_MAX_LENGTH,
  AFFILIATE_PLAN_MAX_LENGTH,
  AFFILIATE_WEBSITE_MAX_LENGTH,
  AffiliateApplicationRequestSchema,
} from '@northgate/contracts';
import {
  Button,
  FormAlert,
  FormikHoneypot,
  FormikErrorSummary,
  FormikPhoneField,
  FormikTextArea,
  FormikTextField,
} from '@northgate/ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../../state/messages.ts';
import { useKeepEarlyInput } from '../../../hydration/use-keep-early-input.ts';
import { loadApi } from '../../../session/load-api.ts';
import * as styles from './affiliate.css.ts';
import { useFormError } from '../../../state/use-form-error.ts';

export const AFFILIATE_SUCCESS_MESSAGE =
  'Thank you. Your application is in; our partnerships team will reply within two business days.';

interface AffiliateFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  referral_plan: string;
  fax_number: string;
}

const empty: AffiliateFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  referral_plan: '',
  fax_number: '',
};

const validate = formikValidator(AffiliateApplicationRequestSchema);

/** The affiliate program application: stored by our API, with the partnerships team notified. */
export function AffiliateForm() {
  const setServerErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const [formError, setFormError] = useFormError();
  const [sent, setSent] = useState(false);
  const keepEarlyInput = useKeepEarlyInput();

  const submit = async (values: AffiliateFormValues, helpers: FormikHelpers<AffiliateFormValues>) => {
    setFormError(null);
    setServerErrors([]);
    try {
      const api = await loadApi();
      const { fax_number, ...rest } = values;
      await api.affiliateApply({ ...rest, ...(fax_number ? { fax_number } : {}) });
      setSuccess(AFFILIATE_SUCCESS_MESSAGE);
      setSent(true);
      helpers.resetForm();
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      setServerErrors(message);
    }
  };

  if (sent) {
    return (
      <p className={styles.sent} role="status">
        {AFFILIATE_SUCCESS_MESSAGE}
      </p>
    );
  }

  return (
    <Formik initialValues={empty} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        // POST: should the form ever be sent without JavaScript, the fields stay out of the address bar.
        <Form
          {...keepEarlyInput}
          method="post"
          noValidate
          className={styles.form}
          aria-label="Affiliate program application"
        >
          <FormikErrorSummary />
          <div className={styles.row}>
            <FormikTextField name="name" label="Full name" autoComplete="name" maxLength={NAME_MAX_LENGTH} />
            <FormikTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          </div>
          <div className={styles.row}>
            <FormikPhoneField name="phone" label="Phone" />
            <FormikTextField
              name="company"
              label="Company"
              optional
              autoComplete="organization"
              maxLength={AFFILIATE_COMPANY_MAX_LENGTH}
            />
          </div>
          <FormikTextField
            name="website"
            label="Website"
            optional
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={AFFILIATE_WEBSITE_MAX_LENGTH}
          />
          <FormikTextArea
            name="referral_plan"
            label="How would you refer borrowers to us?"
            hint="For example: the investors you work with, the markets you cover and how many deals a year you see."
            maxLength={AFFILIATE_PLAN_MAX_LENGTH}
          />
          <FormikHoneypot name="fax_number" />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Apply to the program
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
