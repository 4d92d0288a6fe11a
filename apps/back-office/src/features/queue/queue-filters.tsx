import { APPLICATION_STATUSES } from '@northgate/contracts';
import { Button, FormikErrorSummary, FormikSelect, FormikTextField, type SelectOption } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { flowLabel, statusLabel } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { FLOW_IDS, parseQueueSearch, type QueueSearch } from './queue-search.ts';

export interface QueueFiltersProps {
  search: QueueSearch;
  /** Staff members for the assignee filter. */
  staff: { id: string; name: string }[];
  onApply: (search: QueueSearch) => void;
}

type Values = Record<'q' | 'flow' | 'status' | 'assignee' | 'from' | 'to', string>;

const flowOptions: SelectOption[] = FLOW_IDS.map((id) => ({ value: id, label: flowLabel(id) }));
const statusOptions: SelectOption[] = APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (values.q.trim().length > 100) errors.q = 'Search with at most 100 characters';
  if (values.from && values.to && values.from > values.to) {
    errors.to = 'The "submitted to" date must be on or after the "submitted from" date';
  }
  return errors;
}

/** Search and filters of the queue; applying them puts them in the URL (page 1). */
export function QueueFilters({ search, staff, onApply }: QueueFiltersProps) {
  const assigneeOptions: SelectOption[] = [
    { value: 'me', label: 'Assigned to me' },
    { value: 'none', label: 'Unassigned' },
    ...staff.map((member) => ({ value: member.id, label: member.name })),
  ];
  const initialValues: Values = {
    q: search.q ?? '',
    flow: search.flow ?? '',
    status: search.status ?? '',
    assignee: search.assignee ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  };

  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      validateOnChange={false}
      onSubmit={(values) => onApply(parseQueueSearch(values))}
    >
      {({ resetForm }) => (
        <Form noValidate role="search" aria-label="Search and filter the queue" className={page.section}>
          <FormikErrorSummary />
          <div className={page.formGrid}>
            <FormikTextField
              name="q"
              label="Search"
              hint="Reference, borrower name or email"
              type="search"
              allowPaste
              spellCheck={false}
            />
            <FormikSelect name="flow" label="Flow" options={flowOptions} placeholder="All flows" />
            <FormikSelect name="status" label="Status" options={statusOptions} placeholder="All statuses" />
            <FormikSelect name="assignee" label="Assignee" options={assigneeOptions} placeholder="Anyone" />
            <FormikTextField name="from" label="Submitted from" type="date" allowPaste optional />
            <FormikTextField name="to" label="Submitted to" type="date" allowPaste optional />
          </div>
          <div className={page.actions} style={{ marginTop: '1rem' }}>
            <Button type="submit">Apply filters</Button>
            <Button
              variant="secondary"
              onClick={() => {
                resetForm({ values: { q: '', flow: '', status: '', assignee: '', from: '', to: '' } });
                onApply({});
              }}
            >
              Clear filters
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
