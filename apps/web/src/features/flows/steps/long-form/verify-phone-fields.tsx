import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { nanpDigits } from '@northgate/validators';
import { useFormikContext } from 'formik';
import { useAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { useCodeSender } from '../../../../components/verify-code/use-code-sender.ts';
import { useServerCodeCheck } from '../../../../components/verify-code/use-server-code-check.ts';
import { VerifyCodePanel } from '../../../../components/verify-code/verify-code-panel.tsx';
import { loadApi } from '../../../../session/load-api.ts';
import { profileAtom } from '../../../../session/session-atoms.ts';
import * as flowStyles from '../../flow.css.ts';

const STORAGE_KEY = 'northgate.longForm.phoneCode';

function display(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const phoneCodeWaiting = async () => (await loadApi()).phoneCodeWaiting();

/**
 * Long form, verifyPhone: texts a code to the phone step's number on arrival (change_phone),
 * offers a new one after the countdown (resend_sms), and checks the code on Next: confirm_phone
 * for the account's own number, change_phone (PUT) for a new one, which then becomes the
 * account's. The server's answer (wrong, expired, too many tries) shows under the code.
 */
export function VerifyPhoneFields() {
  const code = useStepField('smsOtp');
  const codeName = code.name;
  const formik = useFormikContext<FlowFormValues>();
  const typed = formik.values.phone?.mobilePhone;
  const digits = typeof typed === 'string' ? (nanpDigits(typed) ?? '') : '';
  const [profile, setProfile] = useAtom(profileAtom);
  const root = useRef<HTMLDivElement>(null);

  const send = useCallback(
    async (resend: boolean) => {
      const api = await loadApi();
      return resend ? api.resendSms({ phone: digits }) : api.changePhone({ phone: digits });
    },
    [digits],
  );
  const sender = useCodeSender({
    storageKey: STORAGE_KEY,
    target: digits,
    send,
    // Which call confirms the code depends on the account's number: wait for the profile.
    onArrival: profile !== null ? 'send' : 'later',
    waiting: phoneCodeWaiting,
  });

  const check = useCallback(
    async (code: string) => {
      const api = await loadApi();
      const own = profile !== null && nanpDigits(profile.cellPhone) === digits;
      const answer = own
        ? await api.confirmPhone({ phone: digits, code })
        : await api.confirmPhoneChange({ phone: digits, code });
      setProfile((current) =>
        current ? { ...current, cellPhone: answer.cell_phone, cellPhoneVerified: true } : current,
      );
    },
    [digits, profile, setProfile],
  );
  const codeCheck = useServerCodeCheck({
    name: codeName,
    inside: root,
    verified: sender.verified,
    check,
    onVerified: sender.markVerified,
  });

  const resend = async () => {
    if (await sender.sendCode(true)) {
      codeCheck.forgetRefusal();
      void formik.setFieldValue(codeName, '', false);
    }
  };

  return (
    <div ref={root}>
      {sender.verified ? (
        <p className={flowStyles.stepLead} role="status">
          Your phone number {display(digits)} is verified. Select Next to continue.
        </p>
      ) : (
        <VerifyCodePanel
          sentTo={sender.sent?.sentTo ?? display(digits)}
          channel="sms"
          state={sender.state}
          codeName={codeName}
          codeLabel={code.question}
          codeHint={code.hint}
          secondsUntilResend={sender.secondsUntilResend}
          onResend={() => void resend()}
        />
      )}
    </div>
  );
}
