import {
  issuesToFieldErrors,
  validateStep,
  type FieldErrors,
  type Flow,
  type StepValues,
} from '../core/index.ts';

/**
 * A Formik `validate` function for one step: the step's valibot schema, with issues turned
 * into Formik's nested errors. The server runs the same schema on save.
 */
export function formikValidate(flow: Flow, stepId: string): (values: StepValues) => FieldErrors {
  return (values) => {
    const result = validateStep(flow, stepId, values);
    return result.ok ? {} : issuesToFieldErrors(result.issues);
  };
}
