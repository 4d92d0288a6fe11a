import { defineFlow, stepIdFromPath } from '@northgate/form-engine/core';
import {
  AutosaveStatus,
  createMemoryDraftClient,
  FlowForm,
  FlowProgress,
  FlowProvider,
  FlowStepForm,
  useAutosave,
  useStepFieldName,
  type DraftClient,
} from '@northgate/form-engine/react';
import { useField, useFormikContext } from 'formik';
import { useState, type ComponentType } from 'react';
import * as v from 'valibot';

/**
 * An app with no design system and nothing of Northgate: a two-step flow declared with the core,
 * drawn with the bindings' default components and plain HTML inputs. README.md walks through it.
 */

// 1. Declare the flow: steps in order, each with its schema and initial values.
const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, the visitor's calendar

export const viewingFlow = defineFlow({
  id: 'propertyViewing',
  basePath: '/book-a-viewing/',
  access: 'anonymous',
  stages: [
    { id: 'contact', label: 'Contact details' },
    { id: 'date', label: 'Preferred date' },
  ],
  steps: [
    {
      id: 'contact',
      title: 'Your contact details',
      schema: v.object({
        fullName: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your name')),
        email: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Enter your email address'),
          v.email('Enter an email address like name@example.com'),
        ),
      }),
      initialValues: { fullName: '', email: '' },
      progress: { kind: 'stage', stage: 'contact' },
    },
    {
      id: 'date',
      title: 'When would you like to visit?',
      schema: v.object({
        day: v.pipe(
          v.string(),
          v.nonEmpty('Choose a day'),
          v.isoDate('Choose a day'),
          v.check((day) => day >= today(), 'Choose today or a later day'),
        ),
        timeOfDay: v.picklist(['morning', 'afternoon'], 'Choose a time of day'),
      }),
      initialValues: { day: '', timeOfDay: '' },
      progress: { kind: 'stage', stage: 'date' },
    },
  ],
});

// 2. Fields: a Formik field whose input id is its name, so the error summary can link to it.
function TextInput({ field, label, type = 'text' }: { field: string; label: string; type?: string }) {
  const name = useStepFieldName()(field);
  const [input, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error !== undefined && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <p>
      <label htmlFor={name}>{label}</label>
      <br />
      <input
        {...input}
        id={name}
        type={type}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${name}-error`}
      />
      {error !== undefined && <strong id={`${name}-error`}> {error}</strong>}
    </p>
  );
}

function TimeOfDay() {
  const name = useStepFieldName()('timeOfDay');
  const [input, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error !== undefined && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <p>
      <label htmlFor={name}>Time of day</label>
      <br />
      <select
        {...input}
        id={name}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${name}-error`}
      >
        <option value="">Choose…</option>
        <option value="morning">Morning</option>
        <option value="afternoon">Afternoon</option>
      </select>
      {error !== undefined && <strong id={`${name}-error`}> {error}</strong>}
    </p>
  );
}

const stepFields: Record<string, ComponentType> = {
  contact: () => (
    <>
      <TextInput field="fullName" label="Full name" />
      <TextInput field="email" label="Email" type="email" />
    </>
  ),
  date: () => (
    <>
      <TextInput field="day" label="Day" type="date" />
      <TimeOfDay />
    </>
  ),
};

// 3. The page: load the draft, keep one form for the flow, show the step on screen.
export function BookAViewing({ client }: { client: DraftClient }) {
  const autosave = useAutosave({ flow: viewingFlow, client, owner: 'visitor' });
  const [stepId, setStepId] = useState('contact');
  const [booked, setBooked] = useState(false);
  const { draft } = autosave;

  if (booked) return <p role="status">Thank you. We will confirm your viewing by email.</p>;
  if (draft === undefined) return <p>Loading…</p>;
  const Fields = stepFields[stepId]!;
  const step = viewingFlow.steps.find((candidate) => candidate.id === stepId)!;
  return (
    <div>
      <h1>Book a property viewing</h1>
      <FlowProvider flow={viewingFlow} values={draft.values} completed={draft.completedSteps}>
        <FlowForm autosave={autosave} draft={draft}>
          <FlowProgress flow={viewingFlow} stepId={stepId} />
          <h2>{step.title}</h2>
          <AutosaveStatus state={autosave.saveState} />
          <FlowStepForm
            stepId={stepId}
            // A router's navigate in a real app; here the step lives in state.
            onNavigate={(path) => setStepId(stepIdFromPath(viewingFlow, path) ?? 'contact')}
            onFinish={async () => {
              await client.submit(viewingFlow.id, crypto.randomUUID());
              setBooked(true);
            }}
          >
            <Fields />
          </FlowStepForm>
        </FlowForm>
      </FlowProvider>
    </div>
  );
}

/** The drafts in memory, with the semantics of a real draft API; swap in your own `DraftClient`. */
export function createViewingClient(): DraftClient {
  return createMemoryDraftClient(viewingFlow);
}
