/** The borrower's draw request: amounts per budget line, access notes for the inspector and photos. */
import { errorMessage } from '@northgate/api-client';
import {
  DOCUMENT_MAX_BYTES,
  REHAB_CATEGORY_LABELS,
  REHAB_LIMITS,
  dollarsToCents,
  type Rehab,
  type RequestDraw,
} from '@northgate/contracts';
import {
  Button,
  DocumentUpload,
  ErrorSummary,
  FormAlert,
  MoneyField,
  TextArea,
  type DocumentEntry,
  type ErrorSummaryItem,
} from '@northgate/ui';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import type { RehabActions } from './rehab-actions.ts';
import { money } from './rehab-money.ts';
import * as rehabStyles from './rehab.css.ts';

const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.pdf'];

let photoCounter = 0;

/** A draw request: what each line asks for the work done, photos, and how the inspector gets in. */
export function DrawRequestForm({
  rehab,
  actions,
  onRequested,
}: {
  readonly rehab: Rehab;
  readonly actions: Pick<RehabActions, 'upload' | 'remove'>;
  readonly onRequested: (body: RequestDraw) => Promise<void>;
}) {
  const number = (rehab.draws[0]?.number ?? 0) + 1;
  const lines = rehab.budget.lines;
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [access, setAccess] = useState('');
  const [photos, setPhotos] = useState<DocumentEntry[]>([]);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const put = (entry: DocumentEntry, replaces = entry.key) =>
    setPhotos((before) =>
      before.some((e) => e.key === replaces)
        ? before.map((e) => (e.key === replaces ? entry : e))
        : [...before, entry],
    );
  const upload = async (file: File) => {
    const key = `draw-photo-${++photoCounter}`;
    put({ key, name: file.name, size: file.size, state: 'uploading', progress: 0 });
    try {
      const stored = await actions.upload(file, (sent, total) =>
        put({
          key,
          name: file.name,
          size: file.size,
          state: 'uploading',
          progress: Math.min(99, Math.round((sent / total) * 100)),
        }),
      );
      put({ key: stored.id, name: file.name, size: file.size, state: 'stored' }, key);
    } catch (error) {
      put({ key, name: file.name, size: file.size, state: 'failed', error: errorMessage(error) });
    }
  };
  const removePhoto = async (key: string) => {
    const entry = photos.find((e) => e.key === key);
    if (entry?.state === 'stored') await actions.remove(key).catch(() => undefined);
    setPhotos((before) => before.filter((e) => e.key !== key));
  };

  const submit = async () => {
    setProblem(null);
    const found: ErrorSummaryItem[] = [];
    const asked = lines.map((line) => ({
      line,
      cents: amounts[line.id] ? dollarsToCents(amounts[line.id] ?? '') : 0,
    }));
    for (const { line, cents } of asked) {
      const label = REHAB_CATEGORY_LABELS[line.category];
      if (cents === undefined)
        found.push({
          fieldId: `draw-amount-${line.id}`,
          message: `${label}: enter the amount in dollars and cents`,
        });
      else if (cents > (line.remaining_cents ?? 0)) {
        found.push({
          fieldId: `draw-amount-${line.id}`,
          message: `${label}: only ${money(line.remaining_cents ?? 0)} of its ${money(line.approved_cents ?? 0)} budget remains`,
        });
      }
    }
    if (found.length === 0 && asked.every(({ cents }) => !cents)) {
      found.push({
        fieldId: `draw-amount-${lines[0]?.id ?? ''}`,
        message: 'Enter an amount for at least one line',
      });
    }
    if (!access.trim())
      found.push({ fieldId: 'draw-access-notes', message: 'Tell the inspector how to get in' });
    if (photos.some((photo) => photo.state === 'uploading')) {
      found.push({ fieldId: 'draw-photos', message: 'Wait for your photos to finish uploading' });
    }
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await onRequested({
        lines: asked
          .filter(({ cents }) => (cents ?? 0) > 0)
          .map(({ line, cents }) => ({ line_id: line.id, amount_cents: cents ?? 0 })),
        access_notes: access.trim(),
        document_ids: photos.filter((photo) => photo.state === 'stored').map((photo) => photo.key),
      });
      setAmounts({});
      setAccess('');
      setPhotos([]);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={rehabStyles.form}
      aria-labelledby="draw-request-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="draw-request-title" className={listStyles.itemTitle}>
        Ask for Draw {number}
      </h3>
      <p className={listStyles.paragraph}>
        Ask for the work completed so far. An inspector visits before we approve the draw; leave a line empty
        if nothing is due on it.
      </p>
      <ErrorSummary errors={errors} focusKey={attempt} />
      {lines.map((line) => (
        <MoneyField
          key={line.id}
          id={`draw-amount-${line.id}`}
          name={`draw-amount-${line.id}`}
          label={`${REHAB_CATEGORY_LABELS[line.category]}: amount for work completed`}
          hint={`${money(line.remaining_cents ?? 0)} of ${money(line.approved_cents ?? 0)} remains`}
          decimal
          optional
          value={amounts[line.id] ?? ''}
          onValueChange={(value) => setAmounts((before) => ({ ...before, [line.id]: value }))}
          error={errorFor(`draw-amount-${line.id}`)}
          allowPaste
        />
      ))}
      <TextArea
        id="draw-access-notes"
        name="draw-access-notes"
        label="How the inspector gets in"
        hint="For example: lockbox code, who to call and when the site is open"
        value={access}
        onValueChange={setAccess}
        error={errorFor('draw-access-notes')}
        allowPaste
      />
      <DocumentUpload
        name="draw-photos"
        label="Photos of the work"
        hint="Optional. Photos help the inspector and speed up the approval."
        entries={photos}
        accept={PHOTO_TYPES}
        maxSizeBytes={DOCUMENT_MAX_BYTES}
        multiple
        maxFiles={REHAB_LIMITS.photos}
        onChoose={(files) => files.forEach((file) => void upload(file))}
        onRemove={(key) => void removePhoto(key)}
      />
      <FormAlert message={problem} />
      <div className={listStyles.actions}>
        <Button type="submit" loading={busy}>
          Ask for Draw {number}
        </Button>
      </div>
    </form>
  );
}
