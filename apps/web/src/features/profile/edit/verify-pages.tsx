import { loadApi } from '../../../session/load-api.ts';
import { EMAIL_CODE_KEY, PHONE_CODE_KEY } from './profile-refresh.ts';
import { VerifyCodePage } from './verify-code-page.tsx';

// Stable functions: the code sender asks once on arrival and again while the code is not sent.
const emailCodeWaiting = async () => (await loadApi()).emailCodeWaiting();
const phoneCodeWaiting = async () => (await loadApi()).phoneCodeWaiting();

/** /profile/edit/verifyEmail: the code sent to the new address; confirm_email makes it the account's. */
export function VerifyEmailPage() {
  return (
    <VerifyCodePage
      section="verifyEmail"
      channel="email"
      storageKey={EMAIL_CODE_KEY}
      startPath="/profile/edit/email"
      resend={async (email) => (await loadApi()).changeEmail({ email })}
      waiting={emailCodeWaiting}
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
      waiting={phoneCodeWaiting}
      confirm={async (phone, code) => (await loadApi()).confirmPhoneChange({ phone, code })}
      done="Your phone number has been changed and verified."
    />
  );
}
