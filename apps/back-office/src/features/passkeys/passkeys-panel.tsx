import { errorMessage } from '@northgate/api-client';
import { PASSKEY_NAME_MAX_LENGTH, type StaffPasskey } from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikTextField } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { passkeyErrorMessage } from '../../session/webauthn.ts';

export interface PasskeysPanelProps {
  /** The staff member's passkeys; undefined while they load. */
  passkeys: StaffPasskey[] | undefined;
  /** Whether this browser can make and use passkeys (WebAuthn). */
  supported: boolean;
  /** Makes a passkey with the browser and adds it under `name`; throws a refusal to show. */
  onAdd: (name: string) => Promise<void>;
  /** Removes one; throws a refusal to show. */
  onRemove: (passkey: StaffPasskey) => Promise<void>;
}

const validate = ({ name }: { name: string }) => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { name: 'Enter a name for this passkey, like Work laptop' };
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH)
    return { name: `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters` };
  return {};
};

/**
 * A staff member's passkeys (ADR 0056): the list with when each was added and last used, removing
 * one, and adding one under a name. What happened is said in a status line; a refusal in an alert.
 */
export function PasskeysPanel({ passkeys, supported, onAdd, onRemove }: PasskeysPanelProps) {
  const [done, setDone] = useState('');
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <>
      <section className={page.section} aria-labelledby="passkeys-list-title">
        <h2 id="passkeys-list-title" className={page.sectionTitle}>
          Your passkeys
        </h2>
        <p className={page.muted}>
          A passkey signs you in with your device's fingerprint, face or PIN instead of a code. Your
          authenticator app and recovery codes keep working, so you can still sign in on a device without your
          passkey.
        </p>
        <p role="status">{done}</p>
        <FormAlert message={failed} />
        {passkeys === undefined ? null : passkeys.length === 0 ? (
          <p>You have not added a passkey.</p>
        ) : (
          <div className={page.tableWrap}>
            <table className={page.table}>
              <caption className={page.muted}>Passkeys you can sign in with</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Added</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className={page.muted}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {passkeys.map((passkey) => (
                  <tr key={passkey.id}>
                    <th scope="row">{passkey.name}</th>
                    <td>{formatDateTime(passkey.created_at)}</td>
                    <td>
                      {passkey.last_used_at === null ? 'Not used yet' : formatDateTime(passkey.last_used_at)}
                    </td>
                    <td>
                      <Button
                        type="button"
                        variant="secondary"
                        aria-label={`Remove ${passkey.name}`}
                        onClick={async () => {
                          setDone('');
                          setFailed(null);
                          try {
                            await onRemove(passkey);
                            setDone(`Removed ${passkey.name}. It no longer signs you in.`);
                          } catch (error) {
                            setFailed(errorMessage(error));
                          }
                        }}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={page.section}>
        {supported ? (
          <Formik
            initialValues={{ name: '' }}
            validate={validate}
            onSubmit={async ({ name }, { resetForm }) => {
              setDone('');
              setFailed(null);
              try {
                await onAdd(name.trim());
                resetForm();
                setDone(`Added ${name.trim()}. Next time, choose "Use a passkey" after your password.`);
              } catch (error) {
                setFailed(passkeyErrorMessage(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className={page.stack} aria-labelledby="add-passkey-title">
                <h2 id="add-passkey-title" className={page.sectionTitle}>
                  Add a passkey
                </h2>
                <p className={page.muted}>
                  Give it a name you will recognise, then follow your browser's steps. You can add one for
                  each device you sign in on.
                </p>
                <FormikErrorSummary />
                <FormikTextField
                  name="name"
                  label="Passkey name"
                  hint="For example, Work laptop or Phone"
                  autoComplete="off"
                  allowPaste
                />
                <div className={page.actions}>
                  <Button type="submit" loading={isSubmitting}>
                    Add a passkey
                  </Button>
                </div>
              </Form>
            )}
          </Formik>
        ) : (
          <>
            <h2 className={page.sectionTitle}>Add a passkey</h2>
            <p>
              This browser cannot make passkeys. Use a current version of Chrome, Edge, Safari or Firefox.
            </p>
          </>
        )}
      </section>
    </>
  );
}
