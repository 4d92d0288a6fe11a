// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Field, Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { testFlow, withoutVehicle, withVehicle } from '../core/test-flow.fixture.ts';
import { FlowProvider } from './flow-context.tsx';
import { formikValidate } from './formik-validate.ts';
import { useFlowStep } from './use-flow-step.ts';

afterEach(cleanup);

function StepProbe({ stepId }: { stepId: string }) {
  const view = useFlowStep(stepId);
  return (
    <dl>
      <dt>title</dt>
      <dd>{view.step.title}</dd>
      <dt>path</dt>
      <dd>{view.path}</dd>
      <dt>next</dt>
      <dd>{view.nextPath ?? 'none'}</dd>
      <dt>previous</dt>
      <dd>{view.previousPath ?? 'none'}</dd>
      <dt>progress</dt>
      <dd>{JSON.stringify(view.progress)}</dd>
      <dt>guard</dt>
      <dd>{JSON.stringify(view.guard)}</dd>
    </dl>
  );
}

describe('useFlowStep', () => {
  it('derives title, URLs, progress and guard from the declaration', () => {
    render(
      <FlowProvider flow={testFlow} values={withVehicle} completed={['contact', 'assets']}>
        <StepProbe stepId="assets" />
      </FlowProvider>,
    );
    expect(screen.getByText('Assets')).toBeTruthy();
    expect(screen.getByText('/test-flow/assets')).toBeTruthy();
    expect(screen.getByText('/test-flow/vehicle')).toBeTruthy();
    expect(screen.getByText('/test-flow/contact')).toBeTruthy();
    expect(screen.getByText('{"kind":"value","value":40}')).toBeTruthy();
    expect(screen.getByText('{"allow":true}')).toBeTruthy();
  });

  it('skips hidden steps and redirects past the furthest reachable one', () => {
    render(
      <FlowProvider flow={testFlow} values={withoutVehicle} completed={['contact']}>
        <StepProbe stepId="review" />
      </FlowProvider>,
    );
    expect(screen.getByText('/test-flow/assets')).toBeTruthy();
    expect(screen.getByText('none')).toBeTruthy();
    expect(screen.getByText('{"allow":false,"redirectTo":"assets"}')).toBeTruthy();
  });

  it('needs a FlowProvider', () => {
    // React logs the thrown render error; the assertion is on the throw itself.
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<StepProbe stepId="assets" />)).toThrow(/inside a <FlowProvider>/);
    } finally {
      console.error = silence;
    }
  });
});

describe('formikValidate', () => {
  it('returns no errors for valid values and nested messages otherwise', () => {
    const validate = formikValidate(testFlow, 'contact');
    expect(validate({ email: 'ann@example.com' })).toEqual({});
    expect(validate({ email: 'ann@' })).toEqual({ email: 'Value is not a valid email address' });
  });

  it('shows the schema message in a Formik form', async () => {
    render(
      <Formik
        initialValues={{ email: 'ann@' }}
        validate={formikValidate(testFlow, 'contact')}
        onSubmit={() => {}}
      >
        {({ errors }) => (
          <Form>
            <Field name="email" />
            <p role="alert">{errors.email}</p>
            <button type="submit">Next</button>
          </Form>
        )}
      </Formik>,
    );
    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Value is not a valid email address');
  });
});
