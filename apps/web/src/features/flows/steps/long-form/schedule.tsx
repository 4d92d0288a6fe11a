import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Figures, type Figure } from '../figures.tsx';
import * as styles from '../steps.css.ts';

export interface ScheduleProps<T> {
  /** The list's key on the step ('securities'): its legend, hint and entry titles are declared there. */
  readonly list: string;
  /** The key of the declared box that says there are none ('noSecurities'). */
  readonly none: string;
  readonly emptyItem: T;
  readonly max: number;
  /** The entry's fields: `path` is the entry's place in the step ('securities.1'). */
  readonly renderItem: (path: string, index: number) => ReactNode;
  /** Names the totals for screen readers ('Stocks and bonds totals'). */
  readonly totalsLabel: string;
  /** Totals worked out from the entries, shown once there is one. */
  readonly totals: readonly Figure[];
}

/**
 * A schedule of the personal financial statement (`schedule` in the step's schema): the entries
 * (add, edit, remove) with their live totals, and the box that says there are none. The step's
 * schema takes exactly one of the two; the list hides while the box is ticked and nothing is
 * listed (its declaration says so), and stays in view (with the message) when both are given.
 */
export function Schedule<T>({ list, none, totalsLabel, totals, ...entries }: ScheduleProps<T>) {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const listed: unknown = getIn(formik.values, name(list));
  const count = Array.isArray(listed) ? listed.length : 0;
  return (
    <div className={styles.group}>
      <StepList field={list} {...entries} />
      {count > 0 && <Figures label={totalsLabel} figures={totals} />}
      <StepField field={none} />
    </div>
  );
}
