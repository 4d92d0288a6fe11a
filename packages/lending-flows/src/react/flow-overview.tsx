import type { Flow } from '@northgate/form-engine/core';
import { northgateFormEngine } from './northgate-engine.ts';

const { FlowProgress } = northgateFormEngine;

const accessText = {
  anonymous: 'Anyone (a guest session saves the draft)',
  'login-required': 'Signed-in borrowers only',
};

/**
 * A flow as its declaration defines it: where it lives, who may open it, and every step in
 * order with the progress bar that step shows. Storybook renders one page per flow from it.
 */
export function FlowOverview({ flow }: { flow: Flow }) {
  return (
    <article>
      <dl>
        <dt>Address</dt>
        <dd>{flow.basePath}</dd>
        <dt>Access</dt>
        <dd>{accessText[flow.access]}</dd>
        <dt>Steps</dt>
        <dd>{flow.steps.length}</dd>
      </dl>
      <ol>
        {flow.steps.map((step) => (
          <li key={step.id}>
            <h2>{step.title}</h2>
            <p>
              <code>
                {flow.basePath}
                {step.id}
              </code>
              {step.schema ? ' · validated fields' : ' · no fields yet'}
              {step.when ? ' · shown only for some answers' : ''}
            </p>
            {step.progress.kind === 'hidden' ? (
              <p>No progress bar on this step.</p>
            ) : (
              <FlowProgress flow={flow} stepId={step.id} label={`Progress on "${step.title}"`} />
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
