import { errorMessage } from '@northgate/api-client';
import { Button, FormAlert, FormikErrorSummary, FormikSelect } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

export interface AssignFormProps {
  /** The current assignee's staff id, or null. */
  current: string | null;
  staff: { id: string; name: string }[];
  onSubmit: (staffId: string | null) => Promise<void>;
}

const NOBODY = 'none';

/** Assign the application to a staff member, or to nobody. */
export function AssignForm({ current, staff, onSubmit }: AssignFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ assignee: current ?? NOBODY }}
      enableReinitialize
      validate={(values) =>
        values.assignee === (current ?? NOBODY)
          ? { assignee: 'Choose someone other than the current assignee' }
          : {}
      }
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await onSubmit(values.assignee === NOBODY ? null : values.assignee);
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="assign-form-title">
          <h3 id="assign-form-title">Assign</h3>
          <FormikErrorSummary />
          <FormikSelect
            name="assignee"
            label="Assigned to"
            options={[
              { value: NOBODY, label: 'Nobody (unassigned)' },
              ...staff.map((m) => ({ value: m.id, label: m.name })),
            ]}
            placeholder={null}
          />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Save assignee
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
