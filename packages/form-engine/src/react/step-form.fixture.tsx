import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { defineFlow } from '../core/index.ts';
import { AutosaveStatus } from './autosave-status.tsx';
import type { DraftClient } from './draft-client.ts';
import { FlowProvider } from './flow-context.tsx';
import { FlowForm, FlowStepForm, useStepFieldName } from './flow-form.tsx';
import type { StorageLike } from './local-drafts.ts';
import { useAutosave } from './use-autosave.ts';

/** Two steps with schemas and one without, for the step-form tests and stories. */
export const formFlow = defineFlow({
  id: 'formFlow',
  basePath: '/form-flow/',
  access: 'anonymous',
  steps: [
    {
      id: 'contact',
      title: 'Contact details',
      schema: v.object({
        email: v.pipe(
          v.string(),
          v.nonEmpty('Value is required'),
          v.email('Value is not a valid email address'),
        ),
      }),
      initialValues: { email: '' },
      progress: { kind: 'value', value: 30 },
    },
    {
      id: 'income',
      title: 'Income',
      schema: v.object({ employer: v.pipe(v.string(), v.nonEmpty('Value is required')) }),
      initialValues: { employer: '' },
      progress: { kind: 'value', value: 60 },
    },
    { id: 'review', title: 'Review', progress: { kind: 'value', text: 'Almost done' } },
  ],
});

export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A text field as an app without a design system writes one: the input's id is its Formik name. */
function PlainTextField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error !== undefined && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <p>
      <label htmlFor={name}>{label}</label>
      <input
        {...field}
        id={name}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${name}-error`}
      />
      {error !== undefined && <span id={`${name}-error`}>{error}</span>}
    </p>
  );
}

function StepField({ field, label }: { field: string; label: string }) {
  const name = useStepFieldName();
  return <PlainTextField name={name(field)} label={label} />;
}

/** The fields of each step, in plain HTML; a design system's fields plug in the same way. */
export const plainStepFields: Record<string, ReactNode> = {
  contact: <StepField field="email" label="Email" />,
  income: <StepField field="employer" label="Employer" />,
};

/** The bindings wired as an app wires them: autosave, provider, one Formik per flow, one step. */
export function StepFormHarness({
  client,
  stepId,
  onNavigate,
  storage,
  retryDelaysMs = [20],
  fields = plainStepFields,
  returnTo,
}: {
  client: DraftClient;
  stepId: string;
  onNavigate: (path: string) => void;
  storage: StorageLike | null;
  retryDelaysMs?: readonly number[];
  fields?: Record<string, ReactNode>;
  returnTo?: { path: string; label: string };
}) {
  const autosave = useAutosave({
    flow: formFlow,
    client,
    owner: 'guest-1',
    storage,
    debounceMs: 10,
    retryDelaysMs,
  });
  if (autosave.draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={formFlow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <AutosaveStatus state={autosave.saveState} />
        <FlowStepForm stepId={stepId} onNavigate={onNavigate} {...(returnTo && { returnTo })}>
          {fields[stepId]}
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}
