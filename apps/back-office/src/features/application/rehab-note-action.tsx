/** A draw's one-note forms: the payment note and the decline reason. */
import { errorMessage } from '@northgate/api-client';
import { Button, FormAlert, TextArea } from '@northgate/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

/** A note or reason and one button: marking a draw paid, declining it. */
export function NoteAction({
  formId,
  label,
  required,
  submitLabel,
  onSubmit,
}: {
  formId: string;
  label: string;
  required: string | null;
  submitLabel: string;
  onSubmit: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={page.stack}
      aria-label={submitLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        if (required !== null && !text.trim()) {
          setError(required);
          return;
        }
        setError(undefined);
        setBusy(true);
        onSubmit(text.trim())
          .catch((failure: unknown) => setProblem(errorMessage(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <TextArea
        id={formId}
        name={formId}
        label={label}
        hint="The borrower sees this note"
        optional={required === null}
        value={text}
        onValueChange={setText}
        error={error}
        allowPaste
      />
      <FormAlert message={problem} />
      <div>
        <Button type="submit" variant={required === null ? 'primary' : 'secondary'} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
