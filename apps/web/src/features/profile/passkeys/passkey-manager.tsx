import type { Passkey } from '@northgate/contracts';
import { Button, Dialog, FormAlert, visuallyHidden } from '@northgate/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PasskeyNameField, passkeyNameProblem } from './passkey-name.tsx';
import * as styles from './passkeys.css.ts';
import { RenamePasskeyDialog } from './rename-passkey-dialog.tsx';

export interface PasskeyManagerProps {
  readonly passkeys: readonly Passkey[];
  /** False where the browser cannot make passkeys: the list stays, adding is explained instead. */
  readonly canAdd: boolean;
  /** Resolves once the passkey is added; rejects with the message to show. */
  readonly onAdd: (name: string) => Promise<void>;
  /** Resolves once the passkey is renamed; rejects with the message to show. */
  readonly onRename: (passkey: Passkey, name: string) => Promise<void>;
  /** Resolves once the passkey is removed; rejects with the message to show. */
  readonly onRemove: (passkey: Passkey) => Promise<void>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The profile's Passkeys section: the borrower's passkeys (name, added, last used), a name and a
 * button to add one, Rename in a dialog, and Remove behind a confirmation. What happened is said in
 * a status message, which takes the focus after a removal (the button that started it is gone).
 */
export function PasskeyManager({ passkeys, canAdd, onAdd, onRename, onRemove }: PasskeyManagerProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const focusAnnouncement = useRef(false);
  const target = passkeys.find((passkey) => passkey.id === confirming);
  const [renaming, setRenaming] = useState<string | null>(null);
  const renameTarget = passkeys.find((passkey) => passkey.id === renaming);

  useEffect(() => {
    if (focusAnnouncement.current && announcement) {
      focusAnnouncement.current = false;
      announcementRef.current?.focus();
    }
  }, [announcement]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const trimmed = name.trim();
    const problem = passkeyNameProblem(trimmed);
    if (problem !== undefined) {
      setNameError(problem);
      nameRef.current?.focus();
      return;
    }
    setNameError(undefined);
    setAddProblem(null);
    setAnnouncement('');
    setAdding(true);
    try {
      await onAdd(trimmed);
      setName('');
      setAnnouncement(`Your passkey “${trimmed}” was added. You can use it to log in.`);
    } catch (error) {
      setAddProblem(messageOf(error));
    } finally {
      setAdding(false);
    }
  };

  const rename = async (passkey: Passkey, newName: string) => {
    setAnnouncement('');
    await onRename(passkey, newName);
    setRenaming(null);
    setAnnouncement(`Your passkey “${passkey.name}” is now called “${newName}”.`);
  };

  const closeDialog = () => {
    if (removing) return;
    setConfirming(null);
    setRemoveProblem(null);
  };

  const remove = async () => {
    if (target === undefined || removing) return;
    setRemoving(true);
    setRemoveProblem(null);
    try {
      await onRemove(target);
      focusAnnouncement.current = true;
      setAnnouncement(`Your passkey “${target.name}” was removed.`);
      setConfirming(null);
    } catch (error) {
      setRemoveProblem(messageOf(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section aria-labelledby="passkeys-title" className={styles.section}>
      <h2 id="passkeys-title" className={styles.title}>
        Passkeys
      </h2>
      <p className={styles.paragraph}>
        A passkey lets you log in with your fingerprint, your face or your device’s PIN instead of your
        password. Your password keeps working.
      </p>
      <p ref={announcementRef} role="status" tabIndex={-1} className={styles.announcement}>
        {announcement}
      </p>
      {passkeys.length === 0 ? (
        <p className={styles.paragraph}>You have no passkeys yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <h3 className={styles.itemName}>{passkey.name}</h3>
              <dl className={styles.facts}>
                <dt>Added</dt>
                <dd>
                  <time dateTime={passkey.created_at}>{formatDate(passkey.created_at)}</time>
                </dd>
                <dt>Last used</dt>
                <dd>
                  {passkey.last_used_at === null ? (
                    'Not used yet'
                  ) : (
                    <time dateTime={passkey.last_used_at}>{formatDate(passkey.last_used_at)}</time>
                  )}
                </dd>
              </dl>
              <div className={styles.itemActions}>
                <Button variant="secondary" onClick={() => setRenaming(passkey.id)}>
                  Rename<span className={visuallyHidden}> the passkey {passkey.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setRemoveProblem(null);
                    setConfirming(passkey.id);
                  }}
                >
                  Remove<span className={visuallyHidden}> the passkey {passkey.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <form
          noValidate
          className={styles.form}
          aria-label="Add a passkey"
          onSubmit={(event) => void add(event)}
        >
          <PasskeyNameField
            fieldRef={nameRef}
            name="passkey_name"
            label="Name for a new passkey"
            value={name}
            onValueChange={setName}
            error={nameError}
          />
          <FormAlert message={addProblem} />
          <div>
            <Button type="submit" loading={adding}>
              Add a passkey
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.paragraph}>
          This browser cannot make passkeys. To add one, open your profile in an up-to-date browser on a phone
          or computer that can.
        </p>
      )}
      <RenamePasskeyDialog passkey={renameTarget} onClose={() => setRenaming(null)} onRename={rename} />
      <Dialog
        open={target !== undefined}
        onClose={closeDialog}
        title="Remove this passkey?"
        actions={
          <>
            <Button variant="secondary" onClick={closeDialog} aria-disabled={removing}>
              Keep it
            </Button>
            <Button onClick={() => void remove()} aria-busy={removing} aria-disabled={removing}>
              Remove
            </Button>
          </>
        }
      >
        {target && (
          <p className={styles.paragraph}>
            You will no longer be able to log in with “{target.name}”. Your password keeps working.
          </p>
        )}
        {removeProblem && <p role="alert">{removeProblem}</p>}
      </Dialog>
    </section>
  );
}

/** The section when the list could not be loaded: said so, with a way to try again. */
export function PasskeysUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section aria-labelledby="passkeys-title" className={styles.section}>
      <h2 id="passkeys-title" className={styles.title}>
        Passkeys
      </h2>
      <p role="alert" className={styles.paragraph}>
        Your passkeys could not be loaded. Check your connection and try again.
      </p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </section>
  );
}
