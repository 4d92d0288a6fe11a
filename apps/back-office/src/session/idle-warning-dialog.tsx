import { Button, Dialog } from '@northgate/ui';
import { useEffect, useRef, useState } from 'react';
import { timeLeft } from './idle-sign-out.ts';

export interface IdleWarningDialogProps {
  /** Seconds until the session ends; undefined hides the dialog. */
  secondsLeft: number | undefined;
  /** Makes a request (it counts as activity); rejects when the session has already ended. */
  onStay: () => Promise<void>;
  onSignOut: () => void;
}

/**
 * The warning before the idle end (ADR 0055): an alert dialog, announced with its text when it
 * opens, with the focus on "Stay signed in". The countdown in it is not a live region (a screen
 * reader would read every second); its opening text says when.
 */
export function IdleWarningDialog({ secondsLeft, onStay, onSignOut }: IdleWarningDialogProps) {
  const open = secondsLeft !== undefined;
  const stay = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // The time when the dialog opened, for the announced text; the countdown runs beside it.
  const [atOpen, setAtOpen] = useState<number | undefined>(undefined);

  useEffect(() => {
    setAtOpen((previous) => (open ? (previous ?? secondsLeft) : undefined));
  }, [open, secondsLeft]);

  // After the dialog's own effect has opened it (a child's effects run first), the safe choice
  // has the focus; only on opening, so the countdown never takes it from "Sign out".
  useEffect(() => {
    if (open) stay.current?.focus();
  }, [open]);

  const keep = async () => {
    setBusy(true);
    try {
      await onStay();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title="You will be signed out soon"
      onClose={() => void keep()}
      actions={
        <>
          <Button ref={stay} loading={busy} onClick={() => void keep()}>
            Stay signed in
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </>
      }
    >
      <p>
        You have not used the back office for a while. To protect borrowers&apos; personal data, you will be
        signed out in {timeLeft(atOpen ?? secondsLeft ?? 0)} unless you choose to stay signed in.
      </p>
      <p aria-hidden="true">Time left: {timeLeft(secondsLeft ?? 0)}</p>
    </Dialog>
  );
}
