import { errorMessage } from '@northgate/api-client';
import {
  CONDITION_STAGE_LABELS,
  CONDITION_STAGES,
  CreateConditionSchema,
  STAGES_BEFORE_CLEAR_TO_CLOSE,
  STATUSES_TAKING_CONDITIONS,
  canTransition,
  type ApplicationStatus,
  type ConditionClearedBy,
  type CreateCondition,
  type LoanCondition,
} from '@northgate/contracts';
import {
  Button,
  FormAlert,
  FormikErrorSummary,
  FormikSelect,
  FormikTextArea,
  FormikTextField,
  TextArea,
} from '@northgate/ui';
import { formikValidator } from '@northgate/validators';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

export const CLEARED_BY_LABELS: Record<ConditionClearedBy, string> = {
  borrower_upload: 'A document the borrower uploads',
  staff_note: 'A staff note',
  both: 'The borrower’s upload, then a staff note',
};

/** Where the condition stands, in words staff read at a glance. */
export function conditionStateText(condition: LoanCondition): string {
  if (condition.state === 'cleared') {
    const who = condition.cleared_by_staff ?? 'Staff';
    const when = condition.cleared_at ? ` on ${formatDateTime(condition.cleared_at)}` : '';
    return `Cleared by ${who}${when}`;
  }
  if (condition.upload === null) return 'Open: waiting for a staff note';
  return condition.upload.state === 'answered'
    ? 'Open: the borrower’s upload arrived, ready to clear'
    : 'Open: waiting for the borrower’s upload';
}

export interface ConditionActions {
  add: (body: CreateCondition) => Promise<void>;
  clear: (condition: LoanCondition, note: string) => Promise<void>;
  reopen: (condition: LoanCondition, reason: string) => Promise<void>;
  clearToClose: (note?: string) => Promise<void>;
}

const validate = formikValidator(CreateConditionSchema);

/** Add a condition: when it must be cleared, what it is, by when, and how it clears. */
export function ConditionForm({ onSubmit }: { onSubmit: ConditionActions['add'] }) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ stage: '', title: '', description: '', due_date: '', cleared_by: '' }}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        const description = values.description.trim();
        try {
          await onSubmit({
            stage: values.stage as CreateCondition['stage'],
            title: values.title.trim(),
            due_date: values.due_date,
            cleared_by: values.cleared_by as ConditionClearedBy,
            ...(description ? { description } : {}),
          });
          helpers.resetForm();
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="condition-form-title">
          <h3 id="condition-form-title">Add a condition</h3>
          <FormikErrorSummary />
          <FormikSelect
            name="stage"
            label="Cleared"
            options={CONDITION_STAGES.map((stage) => ({
              value: stage,
              label: CONDITION_STAGE_LABELS[stage],
            }))}
            placeholder="Choose when"
          />
          <FormikTextField
            name="title"
            label="Condition"
            hint="For example: Proof of hazard insurance"
            allowPaste
          />
          <FormikTextArea
            name="description"
            label="What the borrower should know"
            hint="Shown to the borrower with the condition"
            optional
            allowPaste
          />
          <FormikTextField name="due_date" label="Due date" type="date" allowPaste width="medium" />
          <FormikSelect
            name="cleared_by"
            label="Cleared by"
            options={Object.entries(CLEARED_BY_LABELS).map(([value, label]) => ({ value, label }))}
            placeholder="Choose how"
          />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Add condition
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** A note (to clear) or a reason (to reopen) and its button, for one condition. */
function ConditionChange({
  condition,
  kind,
  onSubmit,
}: {
  condition: LoanCondition;
  kind: 'clear' | 'reopen';
  onSubmit: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clear = kind === 'clear';
  const submit = async () => {
    setProblem(null);
    if (!text.trim()) {
      setError(clear ? 'Write what cleared the condition' : 'Write why the condition is reopened');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={page.stack}
      aria-label={`${clear ? 'Clear' : 'Reopen'} “${condition.title}”`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        name={`${kind}-${condition.id}`}
        label={clear ? `What cleared “${condition.title}”` : `Why “${condition.title}” is reopened`}
        hint="The borrower sees this note"
        value={text}
        onValueChange={setText}
        error={error}
        allowPaste
      />
      <FormAlert message={problem} />
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {clear ? 'Clear condition' : 'Reopen condition'}
        </Button>
      </div>
    </form>
  );
}

function ConditionItem({
  condition,
  canManage,
  actions,
}: {
  condition: LoanCondition;
  canManage: boolean;
  actions: ConditionActions;
}) {
  const upload = condition.upload;
  return (
    <li className={page.stack}>
      <div>
        <strong>{condition.title}</strong>, due {formatDate(condition.due_date)}
      </div>
      {condition.description ? <div className={page.muted}>{condition.description}</div> : null}
      <dl className={page.definitionList}>
        <dt>Cleared by</dt>
        <dd>{CLEARED_BY_LABELS[condition.cleared_by]}</dd>
        <dt>State</dt>
        <dd>{conditionStateText(condition)}</dd>
        {upload !== null && upload.documents.length > 0 ? (
          <>
            <dt>Uploaded</dt>
            <dd>{upload.documents.map((document) => document.file_name).join(', ')}</dd>
          </>
        ) : null}
        {condition.clear_note ? (
          <>
            <dt>Note</dt>
            <dd>{condition.clear_note}</dd>
          </>
        ) : null}
        {condition.reopen_reason && condition.reopened_at ? (
          <>
            <dt>Reopened</dt>
            <dd>
              {formatDateTime(condition.reopened_at)}: {condition.reopen_reason}
            </dd>
          </>
        ) : null}
      </dl>
      {canManage ? (
        condition.state === 'open' ? (
          <ConditionChange
            condition={condition}
            kind="clear"
            onSubmit={(note) => actions.clear(condition, note)}
          />
        ) : (
          <ConditionChange
            condition={condition}
            kind="reopen"
            onSubmit={(reason) => actions.reopen(condition, reason)}
          />
        )
      ) : null}
    </li>
  );
}

/** "Clear to close": asked for only where the status allows it; the API names what is still open. */
function ClearToClose({
  conditions,
  onSubmit,
}: {
  conditions: LoanCondition[];
  onSubmit: ConditionActions['clearToClose'];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = conditions.filter(
    (condition) => condition.state === 'open' && STAGES_BEFORE_CLEAR_TO_CLOSE.includes(condition.stage),
  ).length;
  return (
    <div className={page.stack}>
      <h3>Clear to close</h3>
      <p>
        {open === 0
          ? 'Every condition before closing is cleared.'
          : `${open === 1 ? '1 condition' : `${open} conditions`} before closing ${open === 1 ? 'is' : 'are'} still open.`}
      </p>
      <FormAlert message={problem} />
      <div>
        <Button
          loading={busy}
          onClick={() => {
            setProblem(null);
            setBusy(true);
            onSubmit()
              .catch((error: unknown) => setProblem(errorMessage(error)))
              .finally(() => setBusy(false));
          }}
        >
          Clear to close
        </Button>
      </div>
    </div>
  );
}

/**
 * The conditions of an application after the accepted offer, by stage (ADR 0057): who cleared
 * each and when, forms to add, clear and reopen them, and Clear to close.
 */
export function ConditionsSection({
  status,
  conditions,
  canManage,
  actions,
}: {
  status: ApplicationStatus;
  conditions: LoanCondition[];
  canManage: boolean;
  actions: ConditionActions;
}) {
  // Conditions change from the accepted offer until funding; after that they are a record.
  const active = canManage && STATUSES_TAKING_CONDITIONS.includes(status);
  return (
    <section className={page.section} aria-labelledby="conditions-title">
      <h2 id="conditions-title" className={page.sectionTitle}>
        Conditions
      </h2>
      {conditions.length === 0 ? <p>No conditions yet.</p> : null}
      {CONDITION_STAGES.map((stage) => {
        const inStage = conditions.filter((condition) => condition.stage === stage);
        if (inStage.length === 0) return null;
        const left = inStage.filter((condition) => condition.state === 'open').length;
        return (
          <div key={stage} className={page.stack}>
            <h3 id={`conditions-${stage}`}>
              {CONDITION_STAGE_LABELS[stage]} ({left} open of {inStage.length})
            </h3>
            <ul aria-labelledby={`conditions-${stage}`} className={page.stack}>
              {inStage.map((condition) => (
                <ConditionItem
                  key={condition.id}
                  condition={condition}
                  canManage={active}
                  actions={actions}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {active && canTransition(status, 'clear_to_close') ? (
        <ClearToClose conditions={conditions} onSubmit={actions.clearToClose} />
      ) : null}
      {active ? <ConditionForm onSubmit={actions.add} /> : null}
    </section>
  );
}
