import { errorMessage } from '@northgate/api-client';
import {
  STAFF_INVITE_TTL_HOURS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  StaffInviteRequestSchema,
  type StaffInviteRequest,
} from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikSelect, FormikTextField } from '@northgate/ui';
import { formikValidator } from '@northgate/validators';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as page from '../../../components/page.css.ts';

const validate = formikValidator(StaffInviteRequestSchema);
const EMPTY: StaffInviteRequest = { email: '', first_name: '', last_name: '', role: 'loan_officer' };

export interface InviteFormProps {
  /** Sends the invite; throws the API's refusal. */
  onInvite: (invite: StaffInviteRequest) => Promise<void>;
}

/**
 * Invite a staff member (ADR 0054): they get an email with a link that works once, for 72 hours,
 * to set a password and add an authenticator app.
 */
export function InviteForm({ onInvite }: InviteFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Formik
      initialValues={EMPTY}
      validate={validate}
      onSubmit={async (values, { resetForm }) => {
        setFormError(null);
        setSentTo(null);
        try {
          const email = values.email.trim().toLowerCase();
          await onInvite({ ...values, email });
          resetForm();
          setSentTo(email);
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="invite-title">
          <h2 id="invite-title" className={page.sectionTitle}>
            Invite a staff member
          </h2>
          <p className={page.muted}>
            {`They get an email with a link to set a password and add an authenticator app. The link works once, for ${STAFF_INVITE_TTL_HOURS} hours; inviting them again replaces it.`}
          </p>
          <FormikErrorSummary />
          <div className={page.formGrid}>
            <FormikTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              inputMode="email"
              spellCheck={false}
              allowPaste
            />
            <FormikTextField name="first_name" label="First name" autoComplete="off" allowPaste />
            <FormikTextField name="last_name" label="Last name" autoComplete="off" allowPaste />
            <FormikSelect
              name="role"
              label="Role"
              options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
              placeholder={null}
            />
          </div>
          <FormAlert message={formError} />
          <p role="status">{sentTo ? `Invite sent to ${sentTo}.` : ''}</p>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Send invite
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
