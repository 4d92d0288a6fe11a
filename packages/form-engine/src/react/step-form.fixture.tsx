import { FormikTextField } from '@northgate/ui';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { defineFlow } from '../define-flow.ts';
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

function StepField({ field, label }: { field: string; label: string }) {
  const name = useStepFieldName();
  return <FormikTextField name={name(field)} label={label} />;
}

export const stepFields: Record<string, ReactNode> = {
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
}: {
  client: DraftClient;
  stepId: string;
  onNavigate: (path: string) => void;
  storage: StorageLike | null;
  retryDelaysMs?: readonly number[];
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
        <FlowStepForm stepId={stepId} onNavigate={onNavigate}>
          {stepFields[stepId]}
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}
