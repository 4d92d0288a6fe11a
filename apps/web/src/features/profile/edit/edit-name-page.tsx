import { ChangeNameRequestSchema } from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikTextField } from '@northgate/ui';
import { formikValidator, NAME_MAX_LENGTH } from '@northgate/validators';
import { Link } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import { toastFailure } from '../../../state/toasts.ts';
import { profileAtom } from '../../../session/session-atoms.ts';
import { successMessagesAtom } from '../../../state/messages.ts';
import { EditFrame } from './edit-frame.tsx';
import * as styles from './profile-edit.css.ts';
import { useRefreshProfile } from './profile-refresh.ts';

const validate = formikValidator(ChangeNameRequestSchema);
// The limit the API holds the name to (validators' NAME_MAX_LENGTH, through the contract's schema),
// said up front; a longer name is kept as typed and refused with a message, never cut silently.
const NAME_HINT = `Up to ${NAME_MAX_LENGTH} characters.`;

/** /profile/edit: the name (saved at once), and the ways to change the email and the phone. */
export function EditNamePage() {
  const profile = useAtomValue(profileAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const refresh = useRefreshProfile();
  const [formError, setFormError] = useState<string | null>(null);
  if (!profile) return <EditFrame section="edit">{null}</EditFrame>;

  return (
    <EditFrame section="edit">
      <Formik
        initialValues={{ first_name: profile.firstName, last_name: profile.lastName }}
        validate={validate}
        onSubmit={async (values) => {
          setFormError(null);
          try {
            const api = await loadApi();
            await api.changeName({
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
            });
            await refresh();
            setSuccess('Your name has been saved.');
          } catch (failure) {
            setFormError(toastFailure(failure));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-label="Your name">
            <FormikErrorSummary />
            <FormikTextField
              name="first_name"
              label="First name"
              autoComplete="given-name"
              hint={NAME_HINT}
            />
            <FormikTextField name="last_name" label="Last name" autoComplete="family-name" hint={NAME_HINT} />
            <FormAlert message={formError} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Save name
              </Button>
            </div>
          </Form>
        )}
      </Formik>
      <div className={styles.form}>
        <p className={styles.current}>
          Email: <strong>{profile.email}</strong>
        </p>
        <Link to="/profile/edit/email">Change your email</Link>
        <p className={styles.current}>
          Phone: <strong>{profile.cellPhone || 'Not added yet'}</strong>
          {profile.cellPhoneVerified ? ' (verified)' : profile.cellPhone ? ' (not verified)' : ''}
        </p>
        <Link to="/profile/edit/phone">{profile.cellPhone ? 'Change your phone' : 'Add your phone'}</Link>
      </div>
    </EditFrame>
  );
}
