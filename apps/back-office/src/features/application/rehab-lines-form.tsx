/** The rehab forms that take a figure per line and a note: budget approval, draw inspection and approval. */
import { errorMessage } from '@northgate/api-client';
import { DOCUMENT_MAX_BYTES, dollarsToCents, REHAB_LIMITS } from '@northgate/contracts';
import {
  Button,
  ErrorSummary,
  FileUpload,
  FormAlert,
  MoneyField,
  TextArea,
  TextField,
  type ErrorSummaryItem,
} from '@northgate/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

/** What the inspector's photos may be: the images the document intake accepts. */
const INSPECTION_PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.heic', '.heif'];
export interface LineInput {
  id: string;
  /** The line's work, as error messages name it. */
  name: string;
  label: string;
  hint?: string;
  initial: string;
}

/**
 * A figure per line (dollars and cents, or a percent from 0 to 100) and a note: the budget
 * approval, a draw's inspection and its approval. Problems are listed in an error summary that
 * takes focus; the API's refusal shows under the form.
 */
export function LinesForm({
  formId,
  title,
  lines,
  kind,
  noteLabel,
  noteRequired,
  submitLabel,
  onSubmit,
  photos,
  level = 4,
}: {
  formId: string;
  title: string;
  /** 3 under the section's heading, 4 under a draw's. */
  level?: 3 | 4;
  lines: LineInput[];
  kind: 'money' | 'percent';
  noteLabel: string;
  noteRequired: string | null;
  submitLabel: string;
  onSubmit: (values: Map<string, number>, note: string) => Promise<void>;
  /** A file input for photos, each uploaded with `upload` before `onSubmit` runs. */
  photos?: { label: string; hint: string; upload: (file: File) => Promise<void> };
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, line.initial])),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = (lineId: string) => `${formId}-${lineId}`;
  const errorFor = (id: string) => errors.find((error) => error.fieldId === id)?.message;

  const submit = async () => {
    setProblem(null);
    const found: ErrorSummaryItem[] = [];
    const parsed = new Map<string, number>();
    for (const line of lines) {
      const raw = (values[line.id] ?? '').trim();
      const value =
        kind === 'money'
          ? dollarsToCents(raw)
          : /^\d{1,3}$/.test(raw) && Number(raw) <= 100
            ? Number(raw)
            : undefined;
      if (value === undefined) {
        found.push({
          fieldId: fieldId(line.id),
          message:
            kind === 'money'
              ? `${line.name}: enter an amount in dollars and cents`
              : `${line.name}: enter a whole percent from 0 to 100`,
        });
      } else parsed.set(line.id, value);
    }
    if (noteRequired !== null && !note.trim())
      found.push({ fieldId: `${formId}-note`, message: noteRequired });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      // Each photo stored leaves the list, so a retry after a refused one sends only the rest.
      for (const file of files) {
        try {
          await photos?.upload(file);
        } catch (error) {
          setErrors([{ fieldId: `${formId}-photos`, message: `${file.name}: ${errorMessage(error)}` }]);
          setAttempt((n) => n + 1);
          return;
        }
        setFiles((before) => before.filter((kept) => kept !== file));
      }
      await onSubmit(parsed, note.trim());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={page.stack}
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {level === 3 ? <h3 id={`${formId}-title`}>{title}</h3> : <h4 id={`${formId}-title`}>{title}</h4>}
      <ErrorSummary errors={errors} focusKey={attempt} />
      {lines.map((line) =>
        kind === 'money' ? (
          <MoneyField
            key={line.id}
            id={fieldId(line.id)}
            name={fieldId(line.id)}
            label={line.label}
            hint={line.hint}
            decimal
            value={values[line.id] ?? ''}
            onValueChange={(value) => setValues((before) => ({ ...before, [line.id]: value }))}
            error={errorFor(fieldId(line.id))}
            allowPaste
          />
        ) : (
          <TextField
            key={line.id}
            id={fieldId(line.id)}
            name={fieldId(line.id)}
            label={line.label}
            hint={line.hint}
            numberOnly
            suffix="%"
            width="short"
            value={values[line.id] ?? ''}
            onValueChange={(value) => setValues((before) => ({ ...before, [line.id]: value }))}
            error={errorFor(fieldId(line.id))}
            allowPaste
          />
        ),
      )}
      <TextArea
        id={`${formId}-note`}
        name={`${formId}-note`}
        label={noteLabel}
        hint="The borrower sees this note"
        optional={noteRequired === null}
        value={note}
        onValueChange={setNote}
        error={errorFor(`${formId}-note`)}
        allowPaste
      />
      {photos === undefined ? null : (
        <FileUpload
          id={`${formId}-photos`}
          name={`${formId}-photos`}
          label={photos.label}
          hint={photos.hint}
          optional
          multiple
          maxFiles={REHAB_LIMITS.photos}
          accept={INSPECTION_PHOTO_TYPES}
          maxSizeBytes={DOCUMENT_MAX_BYTES}
          value={files}
          onValueChange={setFiles}
          error={errorFor(`${formId}-photos`)}
          disabled={busy}
        />
      )}
      <FormAlert message={problem} />
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
