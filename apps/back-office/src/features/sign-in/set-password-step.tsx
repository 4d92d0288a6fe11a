import { errorMessage } from '@northgate/api-client';
import type { StaffInvite } from '@northgate/contracts';
import { Button, FormikErrorSummary, FormikPasswordField } from '@northgate/ui';
import { formikValidator, newPassword } from '@northgate/validators';
import { Form, Formik } from 'formik';
import * as v from 'valibot';
import { useState } from 'react';
import { StepAlert, StepHeading } from './step-heading.tsx';
import * as styles from './sign-in.css.ts';

const PasswordsSchema = v.pipe(
  v.object({ password: newPassword(), confirm: v.string() }),
  v.forward(
    v.check((values) => values.password === values.confirm, 'Enter the same password twice'),
    ['confirm'],
  ),
);
const validate = formikValidator(PasswordsSchema);

export interface SetPasswordStepProps {
  invite: StaffInvite;
  /** Sets the password; rejects with the API's refusal (a weak password, a link that stopped working). */
  onSubmit: (password: string) => Promise<void>;
}

/** The first step of an invite: the staff member chooses their password. */
export function SetPasswordStep({ invite, onSubmit }: SetPasswordStepProps) {
  const [refusal, setRefusal] = useState<{ message: string | null; attempt: number }>({
    message: null,
    attempt: 0,
  });
  return (
    <>
      <StepHeading>{`Welcome, ${invite.first_name}: choose your password`}</StepHeading>
      <p className={styles.lead}>
        {`You sign in to the back office as ${invite.email}. Next you add an authenticator app.`}
      </p>
      <Formik
        initialValues={{ password: '', confirm: '' }}
        validate={validate}
        onSubmit={async (values) => {
          try {
            await onSubmit(values.password);
          } catch (error) {
            setRefusal(({ attempt }) => ({ message: errorMessage(error), attempt: attempt + 1 }));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-label="Choose your password">
            <FormikErrorSummary />
            <FormikPasswordField
              name="password"
              label="Password"
              hint="At least 12 characters. A few unrelated words make a strong one."
              autoComplete="new-password"
            />
            <FormikPasswordField name="confirm" label="The same password again" autoComplete="new-password" />
            <StepAlert {...refusal} />
            <Button type="submit" loading={isSubmitting}>
              Set password
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
