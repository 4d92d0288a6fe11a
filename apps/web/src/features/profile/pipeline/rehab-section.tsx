import { errorMessage } from '@northgate/api-client';
import {
  DOCUMENT_MAX_BYTES,
  DRAW_STATE_LABELS,
  REHAB_CATEGORIES,
  REHAB_CATEGORY_LABELS,
  REHAB_LIMITS,
  centsToDollars,
  dollarsToCents,
  type DocumentInfo,
  type Rehab,
  type RehabCategory,
  type RehabDraw,
  type RequestDraw,
  type SaveRehabBudget,
} from '@northgate/contracts';
import {
  Button,
  DocumentUpload,
  ErrorSummary,
  formatBytes,
  FormAlert,
  MoneyField,
  Select,
  TextArea,
  TextField,
  type DocumentEntry,
  type ErrorSummaryItem,
} from '@northgate/ui';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { formatDate } from '../applications/application-texts.ts';
import * as styles from './pipeline.css.ts';
import * as rehabStyles from './rehab.css.ts';

/** Cents as the borrower reads them: "$12,500.50". */
export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export interface RehabActions {
  readonly saveBudget: (applicationId: string, body: SaveRehabBudget) => Promise<Rehab>;
  readonly requestDraw: (applicationId: string, body: RequestDraw) => Promise<Rehab>;
  /** Stores one photo (purpose "requested") and answers its id. */
  readonly upload: (file: File, onProgress: (sent: number, total: number) => void) => Promise<{ id: string }>;
  readonly remove: (documentId: string) => Promise<void>;
  /** Downloads one of the inspector's photos of a draw. */
  readonly download: (photo: DocumentInfo) => Promise<void>;
}

const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.pdf'];

/** The budget line by line: what was budgeted and approved, paid, in open draws and left to draw. */
export function RehabProgress({ rehab }: { readonly rehab: Rehab }) {
  const approved = rehab.budget.state === 'approved';
  return (
    <>
      {rehab.holdback_cents !== null && (
        <dl className={listStyles.facts} aria-label="Holdback">
          <dt>Holdback</dt>
          <dd>{money(rehab.holdback_cents)}</dd>
          <dt>Paid to date</dt>
          <dd>{money(rehab.paid_cents)}</dd>
          <dt>In open draws</dt>
          <dd>{money(rehab.pending_cents)}</dd>
          <dt>Remaining holdback</dt>
          <dd>{money(rehab.remaining_holdback_cents ?? 0)}</dd>
        </dl>
      )}
      <div
        className={rehabStyles.tableScroll}
        role="region"
        aria-labelledby="rehab-progress-caption"
        tabIndex={0}
      >
        <table className={rehabStyles.table}>
          <caption id="rehab-progress-caption">
            {approved ? 'Your approved budget and progress' : 'Your budget, waiting for approval'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col" className="money">
                {approved ? 'Approved' : 'Budget'}
              </th>
              {approved && (
                <>
                  <th scope="col" className="money">
                    Paid to date
                  </th>
                  <th scope="col" className="money">
                    In open draws
                  </th>
                  <th scope="col" className="money">
                    Remaining
                  </th>
                  <th scope="col">Last inspected</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rehab.budget.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {REHAB_CATEGORY_LABELS[line.category]}
                  <div className={styles.muted}>{line.description}</div>
                </th>
                <td className="money">
                  {money(line.approved_cents ?? line.requested_cents)}
                  {line.approved_cents !== null && line.approved_cents !== line.requested_cents && (
                    <div className={styles.muted}>of {money(line.requested_cents)} asked</div>
                  )}
                </td>
                {approved && (
                  <>
                    <td className="money">{money(line.paid_cents)}</td>
                    <td className="money">{money(line.pending_cents)}</td>
                    <td className="money">{money(line.remaining_cents ?? 0)}</td>
                    <td>
                      {line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="money">{money(rehab.budget.approved_cents ?? rehab.budget.requested_cents)}</td>
              {approved && (
                <>
                  <td className="money">{money(rehab.paid_cents)}</td>
                  <td className="money">{money(rehab.pending_cents)}</td>
                  <td className="money">
                    {money(sumCents(rehab.budget.lines.map((line) => line.remaining_cents ?? 0)))}
                  </td>
                  <td />
                </>
              )}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

const sumCents = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

interface LineDraft {
  key: number;
  category: string;
  description: string;
  amount: string;
}
let lineCounter = 0;
const newLine = (): LineDraft => ({ key: ++lineCounter, category: '', description: '', amount: '' });

/** The borrower's scope of work: a line per piece of work, until the loan officer approves it. */
export function BudgetEditor({
  rehab,
  onSave,
}: {
  readonly rehab: Rehab;
  readonly onSave: (body: SaveRehabBudget) => Promise<void>;
}) {
  const [lines, setLines] = useState<LineDraft[]>(() =>
    rehab.budget.lines.length === 0
      ? [newLine()]
      : rehab.budget.lines.map((line) => ({
          key: ++lineCounter,
          category: line.category,
          description: line.description,
          amount: centsToDollars(line.requested_cents),
        })),
  );
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  const change = (key: number, patch: Partial<LineDraft>) =>
    setLines((before) => before.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = async () => {
    setProblem(null);
    setSaved('');
    const found: ErrorSummaryItem[] = [];
    lines.forEach((line, index) => {
      const n = index + 1;
      if (!line.category)
        found.push({
          fieldId: `rehab-line-${line.key}-category`,
          message: `Line ${n}: choose the kind of work`,
        });
      if (!line.description.trim()) {
        found.push({
          fieldId: `rehab-line-${line.key}-description`,
          message: `Line ${n}: describe the work`,
        });
      }
      const cents = dollarsToCents(line.amount);
      if (cents === undefined || cents === 0) {
        found.push({
          fieldId: `rehab-line-${line.key}-amount`,
          message: `Line ${n}: enter the cost in dollars and cents`,
        });
      }
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await onSave({
        lines: lines.map((line) => ({
          category: line.category as RehabCategory,
          description: line.description.trim(),
          amount_cents: dollarsToCents(line.amount) ?? 0,
        })),
      });
      setSaved('Your budget is saved. Your loan officer will review it.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const total = sumCents(lines.map((line) => dollarsToCents(line.amount) ?? 0));
  return (
    <form
      className={rehabStyles.form}
      aria-labelledby="budget-editor-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="budget-editor-title" className={listStyles.itemTitle}>
        Your scope of work
      </h3>
      <p className={listStyles.paragraph}>
        List the work you plan, one line each, with what it will cost. You can change it until your loan
        officer approves it; the loan holds back the approved amount and pays it out in draws as the work is
        done.
      </p>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <ol className={listStyles.list} aria-label="Budget lines">
        {lines.map((line, index) => (
          <li key={line.key} className={rehabStyles.lineRow}>
            <Select
              id={`rehab-line-${line.key}-category`}
              name={`rehab-line-${line.key}-category`}
              label={`Line ${index + 1}: kind of work`}
              options={REHAB_CATEGORIES.map((category) => ({
                value: category,
                label: REHAB_CATEGORY_LABELS[category],
              }))}
              placeholder="Choose the work"
              value={line.category}
              onValueChange={(category) => change(line.key, { category })}
              error={errorFor(`rehab-line-${line.key}-category`)}
            />
            <TextField
              id={`rehab-line-${line.key}-description`}
              name={`rehab-line-${line.key}-description`}
              label={`Line ${index + 1}: description`}
              value={line.description}
              onValueChange={(description) => change(line.key, { description })}
              error={errorFor(`rehab-line-${line.key}-description`)}
              allowPaste
            />
            <MoneyField
              id={`rehab-line-${line.key}-amount`}
              name={`rehab-line-${line.key}-amount`}
              label={`Line ${index + 1}: cost`}
              decimal
              value={line.amount}
              onValueChange={(amount) => change(line.key, { amount })}
              error={errorFor(`rehab-line-${line.key}-amount`)}
              allowPaste
            />
            {lines.length > 1 && (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => setLines((before) => before.filter((other) => other.key !== line.key))}
                >
                  Remove line {index + 1}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p className={listStyles.paragraph}>Total: {money(total)}</p>
      <FormAlert message={problem} />
      <p role="status" className={listStyles.paragraph}>
        {saved}
      </p>
      <div className={listStyles.actions}>
        {lines.length < REHAB_LIMITS.lines && (
          <Button variant="secondary" onClick={() => setLines((before) => [...before, newLine()])}>
            Add a line
          </Button>
        )}
        <Button type="submit" loading={busy}>
          Save budget
        </Button>
      </div>
    </form>
  );
}

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

/** One draw as the borrower follows it: what was asked, inspected, approved and paid. */
function DrawItem({
  draw,
  download,
}: {
  readonly draw: RehabDraw;
  readonly download: RehabActions['download'];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li className={listStyles.item}>
      <h4 className={listStyles.itemTitle}>
        Draw {draw.number}: {DRAW_STATE_LABELS[draw.state]}
      </h4>
      <dl className={listStyles.facts}>
        <dt>Asked</dt>
        <dd>
          {money(draw.requested_cents)} on {formatDate(draw.requested_at)}
        </dd>
        {draw.approved_cents !== null && (
          <>
            <dt>Approved</dt>
            <dd>{money(draw.approved_cents)}</dd>
          </>
        )}
        {draw.paid_at !== null && (
          <>
            <dt>Paid</dt>
            <dd>{formatDate(draw.paid_at)}</dd>
          </>
        )}
        {draw.inspection_note !== null && (
          <>
            <dt>Inspection</dt>
            <dd>{draw.inspection_note}</dd>
          </>
        )}
        {draw.approval_note !== null && (
          <>
            <dt>Note</dt>
            <dd>{draw.approval_note}</dd>
          </>
        )}
        {draw.decline_reason !== null && (
          <>
            <dt>Why declined</dt>
            <dd>{draw.decline_reason}</dd>
          </>
        )}
        {draw.photos.length > 0 && (
          <>
            <dt>Photos</dt>
            <dd>{draw.photos.map((photo) => photo.file_name).join(', ')}</dd>
          </>
        )}
      </dl>
      <div
        className={rehabStyles.tableScroll}
        role="region"
        aria-label={`Draw ${draw.number} by line`}
        tabIndex={0}
      >
        <table className={rehabStyles.table}>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col" className="money">
                Asked
              </th>
              <th scope="col">Inspected</th>
              <th scope="col" className="money">
                Approved
              </th>
            </tr>
          </thead>
          <tbody>
            {draw.lines.map((line) => (
              <tr key={line.line_id}>
                <th scope="row">{REHAB_CATEGORY_LABELS[line.category]}</th>
                <td className="money">{money(line.requested_cents)}</td>
                <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
                <td className="money">
                  {line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {draw.inspection_photos.length > 0 && (
        <>
          <h5 className={listStyles.itemTitle}>Inspection photos</h5>
          <ul aria-label={`Inspection photos of Draw ${draw.number}`} className={rehabStyles.photoList}>
            {draw.inspection_photos.map((photo) => (
              <li key={photo.id}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setProblem(null);
                    download(photo).catch((error: unknown) => setProblem(errorMessage(error)));
                  }}
                >
                  Download {photo.file_name}
                </Button>{' '}
                {formatBytes(photo.size)}, added on {formatDate(photo.uploaded_at)}
              </li>
            ))}
          </ul>
          <FormAlert message={problem} />
        </>
      )}
    </li>
  );
}

/**
 * The rehab budget and draws of a short-term loan on the borrower's application page (ADR 0061):
 * the budget editor until it is approved, then the progress by line, the draw request once the
 * loan is funded, and the draws.
 */
export function RehabSection({
  rehab,
  actions,
  onChanged,
}: {
  readonly rehab: Rehab;
  readonly actions: RehabActions;
  readonly onChanged: (rehab: Rehab) => void;
}) {
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="rehab-title" className={styles.section}>
      <h2 id="rehab-title" className={styles.sectionTitle}>
        Rehab budget and draws
      </h2>
      <p role="status" className={listStyles.paragraph}>
        {notice}
      </p>
      {rehab.budget.lines.length > 0 && <RehabProgress rehab={rehab} />}
      {rehab.budget.state === 'approved' && rehab.budget.approval_note && (
        <p className={listStyles.paragraph}>A note from your loan officer: {rehab.budget.approval_note}</p>
      )}
      {rehab.budget.state === 'draft' && !rehab.budget.editable && (
        <p className={listStyles.paragraph}>Your loan officer has not approved the budget yet.</p>
      )}
      {rehab.budget.state === 'approved' && !rehab.can_request_draw && rehab.draws.length === 0 && (
        <p className={listStyles.paragraph}>
          Once your loan is funded you can ask for draws here as the work is done.
        </p>
      )}
      {rehab.budget.editable && (
        <BudgetEditor
          rehab={rehab}
          onSave={async (body) => onChanged(await actions.saveBudget(rehab.application_id, body))}
        />
      )}
      {rehab.can_request_draw && (
        <DrawRequestForm
          rehab={rehab}
          actions={actions}
          onRequested={async (body) => {
            const updated = await actions.requestDraw(rehab.application_id, body);
            setNotice(`We received Draw ${updated.draws[0]?.number ?? ''}. We will arrange the inspection.`);
            onChanged(updated);
          }}
        />
      )}
      {rehab.draws.length > 0 && (
        <>
          <h3 className={listStyles.itemTitle}>Your draws</h3>
          <ul className={listStyles.list} aria-label="Draws">
            {rehab.draws.map((draw) => (
              <DrawItem key={draw.id} draw={draw} download={actions.download} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
