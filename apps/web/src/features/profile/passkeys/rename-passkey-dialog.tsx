import type { Passkey } from '@northgate/contracts';
import { Button, Dialog, FormAlert } from '@northgate/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PasskeyNameField, passkeyNameProblem } from './passkey-name.tsx';
import * as styles from './passkeys.css.ts';

export interface RenamePasskeyDialogProps {
  /** The passkey being renamed; the dialog is closed without one. */
  readonly passkey: Passkey | undefined;
  readonly onClose: () => void;
  /** Resolves once renamed; rejects with the message to show. */
  readonly onRename: (passkey: Passkey, name: string) => Promise<void>;
}

/**
 * Renames a passkey: its name in a text field, which has the focus, and Save. Renaming changes
 * nothing about who can sign in, so it needs no recent sign-in (ADR 0058). Each opening starts
 * from the passkey's name; closing returns the focus to what opened it (Dialog).
 */
export function RenamePasskeyDialog({ passkey, onClose, onRename }: RenamePasskeyDialogProps) {
  const [name, setName] = useState(passkey?.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Reset while rendering when another passkey is opened, so the field shows its name at once.
  const [openedFor, setOpenedFor] = useState(passkey?.id);
  if (passkey?.id !== openedFor) {
    setOpenedFor(passkey?.id);
    setName(passkey?.name ?? '');
    setNameError(undefined);
    setProblem(null);
  }
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const open = passkey !== undefined;

  // The dialog opens in its own effect, which runs before this one: the field can take the focus.
  useEffect(() => {
    if (open) nameRef.current?.select();
  }, [open]);

  const close = () => {
    if (!saving) onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (passkey === undefined || saving) return;
    const trimmed = name.trim();
    const invalid = passkeyNameProblem(trimmed);
    setNameError(invalid);
    if (invalid !== undefined) {
      nameRef.current?.focus();
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onRename(passkey, trimmed);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Rename this passkey"
      actions={
        <>
          <Button variant="secondary" onClick={close} aria-disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className={styles.form} onSubmit={(event) => void save(event)}>
        <PasskeyNameField
          fieldRef={nameRef}
          name="passkey_rename"
          label="Passkey name"
          value={name}
          onValueChange={setName}
          error={nameError}
        />
        <FormAlert message={problem} />
      </form>
    </Dialog>
  );
}
