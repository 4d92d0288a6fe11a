import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { FormikCheckbox, FormikRepeatableGroup } from '@northgate/ui';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Figures, type Figure } from '../figures.tsx';
import * as styles from '../steps.css.ts';

export interface ScheduleProps<T> {
  /** The list's key on the step ('securities'). */
  readonly list: string;
  /** The key of the box that says there are none ('noSecurities'). */
  readonly none: string;
  /** The box's words: 'I have no securities'. */
  readonly noneLabel: string;
  readonly legend: string;
  readonly hint?: string;
  readonly itemNoun: string;
  readonly emptyItem: T;
  readonly max: number;
  readonly renderItem: (itemName: string, index: number) => ReactNode;
  /** Names the totals for screen readers ('Stocks and bonds totals'). */
  readonly totalsLabel: string;
  /** Totals worked out from the entries, shown once there is one. */
  readonly totals: readonly Figure[];
}

/**
 * A schedule of the personal financial statement: the entries (add, edit, remove) with their live
 * totals, and the box that says there are none. The step's schema takes exactly one of the two;
 * the list hides while the box is ticked and nothing is listed, and stays in view (with the
 * message) when both are given.
 */
export function Schedule<T>({ list, none, noneLabel, totalsLabel, totals, ...group }: ScheduleProps<T>) {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const entries: unknown = getIn(formik.values, name(list));
  const count = Array.isArray(entries) ? entries.length : 0;
  const saysNone = getIn(formik.values, name(none)) === true;
  return (
    <div className={styles.group}>
      {!(saysNone && count === 0) && <FormikRepeatableGroup name={name(list)} {...group} />}
      {count > 0 && <Figures label={totalsLabel} figures={totals} />}
      <FormikCheckbox name={name(none)} label={noneLabel} />
    </div>
  );
}
