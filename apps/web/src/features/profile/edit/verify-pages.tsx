import { loadApi } from '../../../session/load-api.ts';
import { EMAIL_CODE_KEY, PHONE_CODE_KEY } from './profile-refresh.ts';
import { VerifyCodePage } from './verify-code-page.tsx';

/** /profile/edit/verifyEmail: the code sent to the new address; confirm_email makes it the account's. */
export function VerifyEmailPage() {
  return (
    <VerifyCodePage
      section="verifyEmail"
      channel="email"
      storageKey={EMAIL_CODE_KEY}
      startPath="/profile/edit/email"
      resend={async (email) => (await loadApi()).changeEmail({ email })}
      confirm={async (email, code) => (await loadApi()).confirmEmail({ email, code })}
      done="Your email has been changed. Use it the next time you log in."
    />
  );
}

/** /profile/edit/verifyPhone: the code texted to the new number; change_phone (PUT) makes it the account's. */
export function VerifyPhonePage() {
  return (
    <VerifyCodePage
      section="verifyPhone"
      channel="sms"
      storageKey={PHONE_CODE_KEY}
      startPath="/profile/edit/phone"
      resend={async (phone) => (await loadApi()).resendSms({ phone })}
      confirm={async (phone, code) => (await loadApi()).confirmPhoneChange({ phone, code })}
      done="Your phone number has been changed and verified."
    />
  );
}
