import { answerRows, defineFlow, field, stepIdFromPath, type FlowValues } from '@northgate/form-engine/core';
import {
  AutosaveStatus,
  createMemoryDraftClient,
  FlowForm,
  FlowProgress,
  FlowProvider,
  FlowStepForm,
  useAutosave,
  useStepField,
  type DraftClient,
} from '@northgate/form-engine/react';
import { useField, useFormikContext } from 'formik';
import { useState, type ComponentType } from 'react';
import * as v from 'valibot';

/**
 * An app with no design system and nothing of Northgate: a two-step flow declared with the core,
 * each field declared once with its question, drawn with the bindings' default components and
 * plain HTML inputs, and read back in the same words. README.md walks through it.
 */

// 1. Declare the flow: steps in order, each with its schema, its fields' questions and initial values.
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
        fullName: field(v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your name')), {
          kind: 'text',
          question: 'Full name',
        }),
        email: field(
          v.pipe(
            v.string(),
            v.trim(),
            v.nonEmpty('Enter your email address'),
            v.email('Enter an email address like name@example.com'),
          ),
          { kind: 'email', question: 'Email', hint: 'We send the confirmation here.' },
        ),
      }),
      initialValues: { fullName: '', email: '' },
      progress: { kind: 'stage', stage: 'contact' },
    },
    {
      id: 'date',
      title: 'When would you like to visit?',
      schema: v.object({
        day: field(
          v.pipe(
            v.string(),
            v.nonEmpty('Choose a day'),
            v.isoDate('Choose a day'),
            v.check((day) => day >= today(), 'Choose today or a later day'),
          ),
          { kind: 'date', question: 'Day' },
        ),
        timeOfDay: field(v.picklist(['morning', 'afternoon'], 'Choose a time of day'), {
          kind: 'choice',
          question: 'Time of day',
          options: [
            { value: 'morning', label: 'Morning' },
            { value: 'afternoon', label: 'Afternoon' },
          ],
        }),
      }),
      initialValues: { day: '', timeOfDay: '' },
      progress: { kind: 'stage', stage: 'date' },
    },
  ],
});

// 2. One input for every declared field: the declaration says its question, hint, kind and
// options; the input's id is its Formik name, so the error summary can link to it.
function Input({ path }: { path: string }) {
  const { name, declaration, question, hint } = useStepField(path);
  const [input, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error !== undefined && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    id: name,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': described,
  };
  return (
    <p>
      <label htmlFor={name}>{question}</label>
      {hint !== undefined && <small id={`${name}-hint`}> {hint}</small>}
      <br />
      {declaration.kind === 'choice' ? (
        <select {...common}>
          <option value="">Choose…</option>
          {declaration.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={declaration.kind === 'text' ? 'text' : declaration.kind} />
      )}
      {error !== undefined && <strong id={`${name}-error`}> {error}</strong>}
    </p>
  );
}

const stepFields: Record<string, ComponentType> = {
  contact: () => (
    <>
      <Input path="fullName" />
      <Input path="email" />
    </>
  ),
  date: () => (
    <>
      <Input path="day" />
      <Input path="timeOfDay" />
    </>
  ),
};

/** What was booked, read back from the declarations: each answer under its question, as shown. */
function Booked({ values }: { values: FlowValues }) {
  return (
    <div role="status">
      <p>Thank you. We will confirm your viewing by email.</p>
      <dl>
        {viewingFlow.steps.flatMap((step) =>
          answerRows(step.schema, values[step.id]).map((row) => (
            <div key={`${step.id}.${row.path}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          )),
        )}
      </dl>
    </div>
  );
}

// 3. The page: load the draft, keep one form for the flow, show the step on screen.
export function BookAViewing({ client }: { client: DraftClient }) {
  const autosave = useAutosave({ flow: viewingFlow, client, owner: 'visitor' });
  const [stepId, setStepId] = useState('contact');
  const [booked, setBooked] = useState<FlowValues | undefined>(undefined);
  const { draft } = autosave;

  if (booked !== undefined) return <Booked values={booked} />;
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
              setBooked((await client.load(viewingFlow.id)).values);
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
