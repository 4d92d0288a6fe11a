import type { CodeSentResponse, WaitingCodeResponse } from '@northgate/contracts';
import { Button, FormikErrorSummary } from '@northgate/ui';
import { verificationCode } from '@northgate/validators';
import { formikValidator } from '@northgate/validators';
import { Link, useNavigate } from '@tanstack/react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import * as v from 'valibot';
import { forgetSentCodeRecord, peekSentCodeRecord } from '../../../components/verify-code/sent-code-store.ts';
import { toastFailure } from '../../../state/toasts.ts';
import { useCodeSender } from '../../../components/verify-code/use-code-sender.ts';
import { VerifyCodePanel } from '../../../components/verify-code/verify-code-panel.tsx';
import { successMessagesAtom } from '../../../state/messages.ts';
import type { ProfileSectionId } from '../profile-sections.tsx';
import { EditFrame } from './edit-frame.tsx';
import * as styles from './profile-edit.css.ts';
import { useRefreshProfile } from './profile-refresh.ts';

const validate = formikValidator(v.object({ code: verificationCode() }));

export interface VerifyCodePageProps {
  section: Extract<ProfileSectionId, 'verifyEmail' | 'verifyPhone'>;
  channel: 'sms' | 'email';
  storageKey: string;
  /** The screen that sends a first code, for a visitor who arrives here without one. */
  startPath: '/profile/edit/email' | '/profile/edit/phone';
  resend: (target: string) => Promise<CodeSentResponse>;
  /** The server's code waiting for this session or account: a reload finds it there. */
  waiting: () => Promise<WaitingCodeResponse>;
  confirm: (target: string, code: string) => Promise<unknown>;
  done: string;
}

/**
 * A profile verify screen: where the code went, the code box, a resend after the countdown, and
 * the server's message for a wrong, expired or used-up code (what was typed stays). A right code
 * refreshes the profile and goes back to /profile/edit with a confirmation.
 */
export function VerifyCodePage({
  section,
  channel,
  storageKey,
  startPath,
  resend,
  waiting,
  confirm,
  done,
}: VerifyCodePageProps) {
  const [pending] = useState(() => peekSentCodeRecord(storageKey));
  const sender = useCodeSender({
    storageKey,
    target: pending?.target ?? '',
    send: (_resend, target) => resend(target),
    onArrival: 'find',
    waiting,
  });
  const target = sender.target;
  const refresh = useRefreshProfile();
  const setSuccess = useSetAtom(successMessagesAtom);
  const navigate = useNavigate();

  if (target === '' && sender.state.kind === 'checking') {
    return (
      <EditFrame section={section}>
        <p className={styles.current} role="status">
          Looking for your code…
        </p>
      </EditFrame>
    );
  }

  if (target === '') {
    return (
      <EditFrame section={section}>
        <p className={styles.current}>
          There is no code waiting to be confirmed. <Link to={startPath}>Ask for a code</Link>.
        </p>
      </EditFrame>
    );
  }

  const submit = async (values: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    try {
      await confirm(target, values.code.trim());
      forgetSentCodeRecord(storageKey);
      await refresh();
      setSuccess(done);
      await navigate({ to: '/profile/edit' });
    } catch (failure) {
      // The server's words under the box; the typed code stays.
      helpers.setFieldError('code', toastFailure(failure));
    }
  };

  return (
    <EditFrame section={section}>
      <Formik
        initialValues={{ code: '' }}
        validate={validate}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, setFieldValue }) => (
          <Form noValidate className={styles.form} aria-label="Verification code">
            <FormikErrorSummary />
            <VerifyCodePanel
              sentTo={sender.sent?.sentTo ?? pending?.sentTo ?? target}
              channel={channel}
              state={sender.state}
              codeName="code"
              secondsUntilResend={sender.secondsUntilResend}
              onResend={() =>
                void sender.sendCode(true).then((sent) => sent && void setFieldValue('code', '', false))
              }
            />
            <div className={styles.row}>
              <Button type="submit" loading={isSubmitting}>
                Confirm
              </Button>
              <Link to={startPath}>Use a different {channel === 'sms' ? 'number' : 'email'}</Link>
            </div>
          </Form>
        )}
      </Formik>
    </EditFrame>
  );
}
