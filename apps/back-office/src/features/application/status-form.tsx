import { errorMessage } from '@northgate/api-client';
import {
  APPLICATION_STATUS_TRANSITIONS,
  BORROWER_ONLY_STATUSES,
  STATUS_NOTE_MAX_LENGTH,
  STATUSES_BY_OWN_ACTION,
  staffMayMoveTo,
  type ApplicationStatus,
  type StaffRole,
} from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikSelect, FormikTextArea } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { statusLabel } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

/**
 * The statuses this role may move an application to from `status` (contracts' transitions and
 * permissions), without those reached by their own action (Clear to close, under Conditions) and
 * those only the borrower's own act reaches (term sheet signed).
 */
export function allowedTargets(status: ApplicationStatus, role: StaffRole): ApplicationStatus[] {
  return APPLICATION_STATUS_TRANSITIONS[status].filter(
    (target) =>
      staffMayMoveTo(role, target) &&
      !STATUSES_BY_OWN_ACTION.includes(target) &&
      !BORROWER_ONLY_STATUSES.includes(target),
  );
}

/** Where the action that moves the application on from `status` is, when it has its own. */
const OWN_ACTION_PLACES: Partial<Record<ApplicationStatus, string>> = {
  clear_to_close: 'Clear to close, under Conditions',
  closing: 'Schedule closing, under Closing and funding',
  funded: 'Record funding, under Closing and funding',
};
function ownAction(status: ApplicationStatus): string | undefined {
  const target = APPLICATION_STATUS_TRANSITIONS[status].find((next) => STATUSES_BY_OWN_ACTION.includes(next));
  return target === undefined ? undefined : OWN_ACTION_PLACES[target];
}

export interface StatusFormProps {
  status: ApplicationStatus;
  role: StaffRole;
  onSubmit: (body: { status: ApplicationStatus; note?: string }) => Promise<void>;
}

/** Change status: only the moves the contracts allow for this role, with an optional note for the borrower. */
export function StatusForm({ status, role, onSubmit }: StatusFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const targets = allowedTargets(status, role);
  if (targets.length === 0) {
    return (
      <p>
        {APPLICATION_STATUS_TRANSITIONS[status].length === 0
          ? `${statusLabel(status)} is a final status; it cannot change.`
          : ownAction(status)
            ? `From ${statusLabel(status)} the application moves on with ${ownAction(status)}.`
            : APPLICATION_STATUS_TRANSITIONS[status].some((target) => BORROWER_ONLY_STATUSES.includes(target))
              ? `From ${statusLabel(status)} the application moves on when the borrower signs the term sheet.`
              : `Your role cannot change the status from ${statusLabel(status)}.`}
      </p>
    );
  }
  return (
    <Formik
      initialValues={{ status: '', note: '' }}
      validate={(values) => {
        const errors: Record<string, string> = {};
        if (!values.status) errors.status = 'Choose the new status';
        if (values.note.trim().length > STATUS_NOTE_MAX_LENGTH) {
          errors.note = `Write at most ${STATUS_NOTE_MAX_LENGTH} characters`;
        }
        return errors;
      }}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        const note = values.note.trim();
        try {
          await onSubmit({ status: values.status as ApplicationStatus, ...(note ? { note } : {}) });
          helpers.resetForm();
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="status-form-title">
          <h3 id="status-form-title">Change status</h3>
          <FormikErrorSummary />
          <FormikSelect
            name="status"
            label="New status"
            hint={`Now: ${statusLabel(status)}`}
            options={targets.map((target) => ({ value: target, label: statusLabel(target) }))}
            placeholder="Choose a status"
          />
          <FormikTextArea
            name="note"
            label="Note for the borrower"
            hint="Shown in the borrower's timeline and in the email we send them"
            optional
            allowPaste
          />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change status
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
