import { errorMessage } from '@northgate/api-client';
import {
  SignTermSheetSchema,
  TERM_SHEET_ESIGN_CONSENT,
  TERM_SHEET_TERMS,
  type SignTermSheet,
  type TermSheet,
} from '@northgate/contracts';
import { Button, Checkbox, FormAlert, LazySignaturePad, type SignatureValue } from '@northgate/ui';
import { collectErrors } from '@northgate/validators';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../../state/messages.ts';
import * as listStyles from '../applications/applications.css.ts';
import * as styles from './pipeline.css.ts';
import { termSheetRows, termSheetStateText } from './pipeline-texts.ts';

export interface TermSheetActions {
  /** Signs on the server; resolves with the signed term sheet, rejects with its refusal. */
  sign: (applicationId: string, body: SignTermSheet) => Promise<TermSheet>;
  /** Saves the signed PDF. */
  download: (applicationId: string, reference: string) => Promise<void>;
}

interface Errors {
  consent?: string;
  image?: string;
  legalName?: string;
}

/** The field messages of a refusal (422 `detail`), or of the same rules checked here first. */
function fieldErrors(issues: Record<string, unknown>): Errors {
  const signature = (issues.signature ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const errors: Errors = {};
  if (text(issues.consent)) errors.consent = text(issues.consent);
  if (text(signature.image)) errors.image = text(signature.image);
  if (text(signature.legalName)) errors.legalName = text(signature.legalName);
  return errors;
}

function fromRefusal(error: unknown): Errors {
  const detail = (error as { body?: { detail?: unknown } }).body?.detail;
  if (!Array.isArray(detail)) return {};
  const issues: Record<string, unknown> = { signature: {} };
  for (const entry of detail as { loc?: unknown[]; msg?: string }[]) {
    const path = (entry.loc ?? []).slice(1).join('.');
    if (path === 'consent') issues.consent = entry.msg;
    if (path === 'signature.image') (issues.signature as Record<string, unknown>).image = entry.msg;
    if (path === 'signature.legalName') (issues.signature as Record<string, unknown>).legalName = entry.msg;
  }
  return fieldErrors(issues);
}

export interface TermSheetSectionProps {
  readonly termSheet: TermSheet;
  readonly actions: TermSheetActions;
  /** After signing (or a refusal), so the page loads the status and timeline as they are now. */
  readonly onChanged?: () => void;
  /** Now, for the deadline (stories pass a fixed time). */
  readonly now?: Date;
}

/**
 * The term sheet of the accepted offer (ADR 0059): its terms to read, then consent to sign
 * electronically, a drawn or typed signature and Sign; once signed, the signed PDF to download.
 */
export function TermSheetSection({ termSheet, actions, onChanged, now }: TermSheetSectionProps) {
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<SignatureValue>({ image: '', legalName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setServerErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const open =
    termSheet.state === 'awaiting_signature' &&
    new Date(termSheet.sign_by).getTime() > (now ?? new Date()).getTime();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { consent, signature };
    const local = fieldErrors(collectErrors(SignTermSheetSchema, body));
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) {
      // The first field with a message takes focus, as the application's steps do.
      const first = local.consent
        ? 'termSheetConsent'
        : local.image
          ? 'termSheetSignature.image'
          : 'termSheetSignature.legalName';
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      await actions.sign(termSheet.application_id, body);
      setSuccess('You signed the term sheet.');
      onChanged?.();
    } catch (error) {
      const message = errorMessage(error);
      setErrors(fromRefusal(error));
      setProblem(message);
      setServerErrors(message);
      onChanged?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="term-sheet-title" className={styles.section}>
      <h2 id="term-sheet-title" className={styles.sectionTitle}>
        Term sheet
      </h2>
      <p className={listStyles.paragraph}>
        <strong>{termSheetStateText(termSheet, now)}</strong>
      </p>
      <dl className={styles.terms}>
        {termSheetRows(termSheet).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{TERM_SHEET_TERMS}</p>
      {termSheet.state === 'signed' ? (
        <DownloadSigned termSheet={termSheet} download={actions.download} />
      ) : null}
      {open ? (
        <form
          className={styles.signForm}
          noValidate
          aria-labelledby="sign-term-sheet-title"
          onSubmit={(event) => void submit(event)}
        >
          <h3 id="sign-term-sheet-title" className={listStyles.itemTitle}>
            Sign the term sheet
          </h3>
          <Checkbox
            id="termSheetConsent"
            name="consent"
            label={TERM_SHEET_ESIGN_CONSENT}
            value={consent}
            onValueChange={setConsent}
            error={errors.consent}
          />
          <LazySignaturePad
            name="termSheetSignature"
            label="Your signature"
            value={signature}
            onValueChange={setSignature}
            errors={{ image: errors.image, legalName: errors.legalName }}
            disabled={busy}
          />
          <FormAlert message={problem} />
          <div>
            <Button type="submit" loading={busy}>
              Sign the term sheet
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function DownloadSigned({
  termSheet,
  download,
}: {
  termSheet: TermSheet;
  download: TermSheetActions['download'];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => {
          setProblem(null);
          setBusy(true);
          download(termSheet.application_id, termSheet.reference)
            .catch((error: unknown) => setProblem(errorMessage(error)))
            .finally(() => setBusy(false));
        }}
      >
        Download the signed term sheet
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
