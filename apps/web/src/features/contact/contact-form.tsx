import { formikValidator } from '@northgate/validators';
import { errorMessage } from '@northgate/api-client';
import {
  Button,
  FormAlert,
  FormikHoneypot,
  FormikErrorSummary,
  FormikTextArea,
  FormikTextField,
} from '@northgate/ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useRef, useState } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../state/messages.ts';
import { isAuthenticatedAtom, profileAtom } from '../../session/session-atoms.ts';
import { loadApi } from '../../session/load-api.ts';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUCCESS_MESSAGE,
  CONTACT_TEXT_MAX_LENGTH,
  contactFormSchema,
  emptyContactForm,
  type ContactFormValues,
} from './contact-schema.ts';
import * as styles from './contact.css.ts';
import { useFormError } from '../../state/use-form-error.ts';
import { KeepFooterDraft, readFooterDraft } from './footer-draft.ts';

/** The 'Connect with our team' form, shared by the footer and /contactUs. */
export function ContactForm({ variant = 'page' }: { variant?: 'page' | 'footer' }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const profile = useAtomValue(profileAtom);
  const setServerErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const [formError, setFormError] = useFormError();
  const inFlight = useRef(false);
  const idPrefix = useId();
  const validate = useMemo(() => formikValidator(contactFormSchema(signedIn)), [signedIn]);
  // The footer starts from what was typed in it on an earlier page of this tab (footer-draft.ts).
  const [initialValues] = useState(() => (variant === 'footer' ? readFooterDraft() : emptyContactForm));

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    // Product spec §5 (docs/product/product-spec.md): a submit while one is in progress is ignored.
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    setServerErrors([]);
    try {
      const api = await loadApi();
      await api.contactUs({
        text: values.text.trim(),
        name: signedIn ? (profile?.fullName ?? '') : values.name.trim(),
        email: signedIn ? (profile?.email ?? '') : values.email.trim(),
        ...(values.website ? { website: values.website } : {}),
      });
      setSuccess(CONTACT_SUCCESS_MESSAGE);
      // The message is cleared; a visitor's name and email stay for the next message.
      helpers.resetForm({ values: { ...values, text: '', website: '' } });
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      setServerErrors(message);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting }) => (
        <Form
          noValidate
          className={variant === 'footer' ? styles.footerForm : styles.pageForm}
          aria-label={variant === 'footer' ? 'Connect with our team' : 'Contact our team'}
        >
          <FormikErrorSummary />
          {variant === 'footer' && <KeepFooterDraft />}
          {signedIn && profile && (
            <p className={styles.signedInAs}>
              Signed in as {profile.fullName}. We will reply to {profile.email}.
            </p>
          )}
          {!signedIn && (
            <div className={styles.row}>
              <FormikTextField
                id={`${idPrefix}-name`}
                name="name"
                label="Name"
                autoComplete="name"
                maxLength={CONTACT_NAME_MAX_LENGTH}
              />
              <FormikTextField
                id={`${idPrefix}-email`}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={CONTACT_EMAIL_MAX_LENGTH}
              />
            </div>
          )}
          <FormikTextArea
            id={`${idPrefix}-text`}
            name="text"
            label="Message"
            maxLength={CONTACT_TEXT_MAX_LENGTH}
          />
          <FormikHoneypot name="website" id={`${idPrefix}-website`} />
          <FormAlert message={formError} />
          <div>
            <Button
              type="submit"
              loading={isSubmitting}
              variant={variant === 'footer' ? 'secondary' : 'primary'}
            >
              Send message
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
