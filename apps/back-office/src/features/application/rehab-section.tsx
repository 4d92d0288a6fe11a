import { errorMessage } from '@northgate/api-client';
import {
  DRAW_STATE_LABELS,
  REHAB_CATEGORY_LABELS,
  centsToDollars,
  DOCUMENT_MAX_BYTES,
  dollarsToCents,
  REHAB_LIMITS,
  type DocumentInfo,
  type Rehab,
  type RehabDraw,
} from '@northgate/contracts';
import {
  Button,
  ErrorSummary,
  FileUpload,
  formatBytes,
  FormAlert,
  MoneyField,
  TextArea,
  TextField,
  type ErrorSummaryItem,
} from '@northgate/ui';
import { useState } from 'react';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

/** Cents as staff read them: "$12,500.50". */
export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export interface RehabActions {
  approveBudget: (lines: { line_id: string; approved_cents: number }[], note: string) => Promise<void>;
  inspect: (
    draw: RehabDraw,
    lines: { line_id: string; percent_complete: number }[],
    note: string,
  ) => Promise<void>;
  approve: (
    draw: RehabDraw,
    lines: { line_id: string; amount_cents: number }[],
    note: string,
  ) => Promise<void>;
  pay: (draw: RehabDraw, note: string) => Promise<void>;
  decline: (draw: RehabDraw, reason: string) => Promise<void>;
  /** Attaches one of the inspector's photos to the draw (before the inspection is recorded). */
  uploadInspectionPhoto: (draw: RehabDraw, file: File) => Promise<void>;
  download: (photo: DocumentInfo) => Promise<void>;
}

/** What the inspector's photos may be: the images the document intake accepts. */
const INSPECTION_PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.heic', '.heif'];

interface LineInput {
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
function LinesForm({
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

/** A note or reason and one button: marking a draw paid, declining it. */
function NoteAction({
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

/** The budget line by line: asked, approved, paid, in open draws, remaining and the last inspection. */
export function RehabProgressTable({ rehab }: { rehab: Rehab }) {
  const approved = rehab.budget.state === 'approved';
  return (
    <div className={page.tableWrap} role="region" aria-labelledby="rehab-progress-caption" tabIndex={0}>
      <table className={page.table}>
        <caption id="rehab-progress-caption">
          {approved ? 'Approved budget and progress' : 'Budget as the borrower entered it'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Work</th>
            <th scope="col">Asked</th>
            <th scope="col">Approved</th>
            <th scope="col">Paid to date</th>
            <th scope="col">In open draws</th>
            <th scope="col">Remaining</th>
            <th scope="col">Last inspected</th>
          </tr>
        </thead>
        <tbody>
          {rehab.budget.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {REHAB_CATEGORY_LABELS[line.category]}
                <div className={page.muted}>{line.description}</div>
              </th>
              <td>{money(line.requested_cents)}</td>
              <td>{line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}</td>
              <td>{money(line.paid_cents)}</td>
              <td>{money(line.pending_cents)}</td>
              <td>{line.remaining_cents === null ? 'Not yet' : money(line.remaining_cents)}</td>
              <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{money(rehab.budget.requested_cents)}</td>
            <td>{rehab.budget.approved_cents === null ? 'Not yet' : money(rehab.budget.approved_cents)}</td>
            <td>{money(rehab.paid_cents)}</td>
            <td>{money(rehab.pending_cents)}</td>
            <td>
              {approved
                ? money(rehab.budget.lines.reduce((total, line) => total + (line.remaining_cents ?? 0), 0))
                : 'Not yet'}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function DrawCard({
  draw,
  rehab,
  canInspect,
  canApprove,
  actions,
}: {
  draw: RehabDraw;
  rehab: Rehab;
  canInspect: boolean;
  canApprove: boolean;
  actions: RehabActions;
}) {
  const open = draw.state === 'requested' || draw.state === 'inspected';
  const lineLabel = (category: RehabDraw['lines'][number]['category']) => REHAB_CATEGORY_LABELS[category];
  const remaining = (lineId: string) =>
    rehab.budget.lines.find((line) => line.id === lineId)?.remaining_cents ?? 0;
  return (
    <li className={page.stack}>
      <h3>
        Draw {draw.number}: {DRAW_STATE_LABELS[draw.state]}
      </h3>
      <dl className={page.definitionList}>
        <dt>Asked</dt>
        <dd>
          {money(draw.requested_cents)} on {formatDateTime(draw.requested_at)}
        </dd>
        <dt>Access</dt>
        <dd>{draw.access_notes}</dd>
        {draw.inspected_at !== null ? (
          <>
            <dt>Inspected</dt>
            <dd>
              {formatDateTime(draw.inspected_at)}
              {draw.inspected_by ? ` by ${draw.inspected_by}` : ''}: {draw.inspection_note}
            </dd>
          </>
        ) : null}
        {draw.approved_at !== null && draw.approved_cents !== null ? (
          <>
            <dt>Approved</dt>
            <dd>
              {money(draw.approved_cents)} on {formatDateTime(draw.approved_at)}
              {draw.approved_by ? ` by ${draw.approved_by}` : ''}
              {draw.approval_note ? `: ${draw.approval_note}` : ''}
            </dd>
          </>
        ) : null}
        {draw.paid_at !== null ? (
          <>
            <dt>Paid</dt>
            <dd>
              {formatDateTime(draw.paid_at)}
              {draw.paid_by ? ` by ${draw.paid_by}` : ''}
              {draw.payment_note ? `: ${draw.payment_note}` : ''}
            </dd>
          </>
        ) : null}
        {draw.declined_at !== null ? (
          <>
            <dt>Declined</dt>
            <dd>
              {formatDateTime(draw.declined_at)}
              {draw.declined_by ? ` by ${draw.declined_by}` : ''}: {draw.decline_reason}
            </dd>
          </>
        ) : null}
      </dl>
      {draw.photos.length > 0 ? (
        <ul aria-label={`Photos of Draw ${draw.number}`} className={page.actions}>
          {draw.photos.map((photo) => (
            <li key={photo.id}>
              <Button variant="secondary" onClick={() => void actions.download(photo)}>
                Download {photo.file_name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {draw.inspection_photos.length > 0 ? (
        <>
          <h4>Inspection photos</h4>
          <ul aria-label={`Inspection photos of Draw ${draw.number}`} className={page.stack}>
            {draw.inspection_photos.map((photo) => (
              <li key={photo.id}>
                <Button variant="secondary" onClick={() => void actions.download(photo)}>
                  Download {photo.file_name}
                </Button>{' '}
                {formatBytes(photo.size)}, uploaded {formatDateTime(photo.uploaded_at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={page.tableWrap} role="region" aria-label={`Draw ${draw.number} by line`} tabIndex={0}>
        <table className={page.table}>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col">Asked</th>
              <th scope="col">Inspected</th>
              <th scope="col">Approved</th>
            </tr>
          </thead>
          <tbody>
            {draw.lines.map((line) => (
              <tr key={line.line_id}>
                <th scope="row">{lineLabel(line.category)}</th>
                <td>{money(line.requested_cents)}</td>
                <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
                <td>{line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && canInspect ? (
        <LinesForm
          key={`inspect-${draw.state}`}
          formId={`inspect-${draw.id}`}
          title={`Record the inspection of Draw ${draw.number}`}
          kind="percent"
          lines={draw.lines.map((line) => ({
            id: line.line_id,
            name: lineLabel(line.category),
            label: `${lineLabel(line.category)}: percent complete`,
            initial: line.percent_complete === null ? '' : String(line.percent_complete),
          }))}
          noteLabel="What the inspector found"
          noteRequired="Write what the inspector found"
          photos={{
            label: 'Inspection photos',
            hint: 'The inspector’s photos of the work. The borrower sees them with the draw.',
            upload: (file) => actions.uploadInspectionPhoto(draw, file),
          }}
          submitLabel="Record inspection"
          onSubmit={(values, note) =>
            actions.inspect(
              draw,
              [...values].map(([line_id, percent_complete]) => ({ line_id, percent_complete })),
              note,
            )
          }
        />
      ) : null}
      {draw.state === 'inspected' && canApprove ? (
        <LinesForm
          formId={`approve-${draw.id}`}
          title={`Approve Draw ${draw.number}`}
          kind="money"
          lines={draw.lines.map((line) => ({
            id: line.line_id,
            name: lineLabel(line.category),
            label: `${lineLabel(line.category)}: amount approved`,
            hint: `Asked ${money(line.requested_cents)}; ${money(remaining(line.line_id) + line.requested_cents)} of the line is left before this draw`,
            initial: centsToDollars(line.requested_cents),
          }))}
          noteLabel="Note for the borrower"
          noteRequired={null}
          submitLabel={`Approve Draw ${draw.number}`}
          onSubmit={(values, note) =>
            actions.approve(
              draw,
              [...values].map(([line_id, amount_cents]) => ({ line_id, amount_cents })),
              note,
            )
          }
        />
      ) : null}
      {open && canApprove ? (
        <NoteAction
          formId={`decline-${draw.id}`}
          label={`Why Draw ${draw.number} is declined`}
          required="Write why the draw is declined"
          submitLabel={`Decline Draw ${draw.number}`}
          onSubmit={(reason) => actions.decline(draw, reason)}
        />
      ) : null}
      {draw.state === 'approved' && canApprove ? (
        <NoteAction
          formId={`pay-${draw.id}`}
          label="Payment note"
          required={null}
          submitLabel={`Mark Draw ${draw.number} paid`}
          onSubmit={(note) => actions.pay(draw, note)}
        />
      ) : null}
    </li>
  );
}

/**
 * The rehab budget and draws of a short-term loan (ADR 0061): the budget with its progress and
 * the holdback, the budget approval, and each draw with its inspection, approval, payment or
 * decline. Who may do what follows the permission table (inspectDraws, approveDraws).
 */
export function RehabSection({
  rehab,
  canInspect,
  canApprove,
  actions,
}: {
  rehab: Rehab;
  canInspect: boolean;
  canApprove: boolean;
  actions: RehabActions;
}) {
  return (
    <section className={page.section} aria-labelledby="rehab-title">
      <h2 id="rehab-title" className={page.sectionTitle}>
        Rehab budget and draws
      </h2>
      {rehab.budget.state === 'none' ? <p>The borrower has not entered a rehab budget yet.</p> : null}
      {rehab.holdback_cents !== null ? (
        <dl className={page.definitionList} aria-label="Holdback">
          <dt>Holdback</dt>
          <dd>{money(rehab.holdback_cents)}</dd>
          <dt>Paid to date</dt>
          <dd>{money(rehab.paid_cents)}</dd>
          <dt>In open draws</dt>
          <dd>{money(rehab.pending_cents)}</dd>
          <dt>Remaining holdback</dt>
          <dd>{money(rehab.remaining_holdback_cents ?? 0)}</dd>
        </dl>
      ) : null}
      {rehab.budget.lines.length > 0 ? <RehabProgressTable rehab={rehab} /> : null}
      {rehab.budget.state === 'approved' && rehab.budget.approved_at !== null ? (
        <p>
          Approved on {formatDateTime(rehab.budget.approved_at)}
          {rehab.budget.approved_by ? ` by ${rehab.budget.approved_by}` : ''}
          {rehab.budget.approval_note ? `: ${rehab.budget.approval_note}` : '.'}
        </p>
      ) : null}
      {rehab.budget.state === 'draft' && canApprove ? (
        <LinesForm
          formId="approve-budget"
          level={3}
          title="Approve the budget"
          kind="money"
          lines={rehab.budget.lines.map((line) => ({
            id: line.id,
            name: REHAB_CATEGORY_LABELS[line.category],
            label: `${REHAB_CATEGORY_LABELS[line.category]}: amount approved`,
            hint: `${line.description}; asked ${money(line.requested_cents)}`,
            initial: centsToDollars(line.requested_cents),
          }))}
          noteLabel="Note for the borrower"
          noteRequired={null}
          submitLabel="Approve budget"
          onSubmit={(values, note) =>
            actions.approveBudget(
              [...values].map(([line_id, approved_cents]) => ({ line_id, approved_cents })),
              note,
            )
          }
        />
      ) : null}
      {rehab.draws.length > 0 ? (
        <ul aria-label="Draws" className={page.stack}>
          {rehab.draws.map((draw) => (
            <DrawCard
              key={`${draw.id}-${draw.state}`}
              draw={draw}
              rehab={rehab}
              canInspect={canInspect}
              canApprove={canApprove}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
