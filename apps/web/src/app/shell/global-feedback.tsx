import { LoaderOverlay, ToastRegion } from '@northgate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import {
  dismissMessageAtom,
  loadingAtom,
  serverErrorsAtom,
  successMessagesAtom,
  warningMessagesAtom,
} from '../../state/messages.ts';

/** The global toasts (error, success, warning) and the full-screen loader, driven by the spec's atoms. */
export function GlobalFeedback() {
  const errors = useAtomValue(serverErrorsAtom);
  const successes = useAtomValue(successMessagesAtom);
  const warnings = useAtomValue(warningMessagesAtom);
  const loading = useAtomValue(loadingAtom);
  const dismiss = useSetAtom(dismissMessageAtom);

  const toasts = useMemo(
    () => [
      ...errors.map((m) => ({ id: m.id, kind: 'error' as const, message: m.text })),
      ...warnings.map((m) => ({ id: m.id, kind: 'warning' as const, message: m.text })),
      ...successes.map((m) => ({ id: m.id, kind: 'success' as const, message: m.text })),
    ],
    [errors, warnings, successes],
  );

  return (
    <>
      <ToastRegion toasts={toasts} onClose={dismiss} />
      <LoaderOverlay visible={loading} label="Loading, please wait" />
    </>
  );
}
