import { useStaffClient } from '../../session/staff-context.tsx';
import { useStaffSecondFactorRecheck } from '../../session/staff-second-factor-recheck.ts';
import { FormAlert } from '@northgate/ui';
import * as page from '../../components/page.css.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffData } from '../../components/use-staff-data.ts';
import { PasskeysPanel } from './passkeys-panel.tsx';
import { makePasskey, passkeysSupported } from '../../session/webauthn.ts';

const TITLE = 'Passkeys';

/**
 * The signed-in staff member's passkeys (ADR 0056). Adding one needs the second factor checked in
 * the last 15 minutes: when it is older, the code dialog asks first, as before a reveal.
 */
export function PasskeysPage() {
  const client = useStaffClient();
  usePageTitle(TITLE);
  const passkeys = useStaffData('passkeys', (signal) => client.staffPasskeys({ signal }));
  const recheck = useStaffSecondFactorRecheck({
    reason:
      'A passkey is added only by a staff member who confirmed their second factor in the last 15 minutes.',
    goal: 'add one',
  });

  return (
    <>
      <h1 className={page.pageTitle}>{TITLE}</h1>
      <FormAlert message={passkeys.error} />
      <PasskeysPanel
        passkeys={passkeys.data?.passkeys}
        supported={passkeysSupported()}
        onAdd={async (name) => {
          const options = await recheck.guard(() => client.staffPasskeyRegisterOptions());
          const credential = await makePasskey(options);
          await client.staffPasskeyRegister({ name, credential });
          passkeys.reload();
        }}
        onRemove={async (passkey) => {
          try {
            await client.staffPasskeyRemove(passkey.id);
          } finally {
            passkeys.reload();
          }
        }}
      />
      {recheck.dialog}
    </>
  );
}
