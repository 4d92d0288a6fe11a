import type { ReactNode } from 'react';
import { useSecondFactorRecheck, type RecheckExplanation } from './second-factor-recheck.tsx';
import { useStaffClient } from './staff-context.tsx';
import { answerWithPasskey, passkeysSupported } from './webauthn.ts';

/**
 * The second factor asked again before a reveal (ADR 0055) with the staff API: a code, or one of
 * the staff member's passkeys (ADR 0056), offered only when they have one and the browser can use it.
 */
export function useStaffSecondFactorRecheck(explanation?: RecheckExplanation): {
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const client = useStaffClient();
  return useSecondFactorRecheck((method, code) => client.staffSecondFactorRecheck({ method, code }), {
    ...(explanation === undefined ? {} : { explanation }),
    passkey: {
      offered: async () => passkeysSupported() && (await client.staffPasskeys()).passkeys.length > 0,
      confirm: async () => {
        const options = await client.staffPasskeyRecheckOptions();
        const credential = await answerWithPasskey(options);
        return client.staffPasskeyRecheck({ credential });
      },
    },
  });
}
