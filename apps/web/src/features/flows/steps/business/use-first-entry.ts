import { useStepList, type FlowFormValues } from '@northgate/form-engine/react';
import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Starts the declared list at `path` with one empty entry when it appears (after a Yes), so the
 * borrower sees the fields to fill in rather than an empty list and an Add button.
 */
export function useFirstEntry<T>(path: string, emptyItem: T): void {
  const { name, shown } = useStepList(path);
  const formik = useFormikContext<FlowFormValues>();
  const { setFieldValue } = formik;
  const items: unknown = getIn(formik.values, name);
  const empty = !Array.isArray(items) || items.length === 0;
  useEffect(() => {
    if (shown && empty) void setFieldValue(name, [structuredClone(emptyItem)], false);
  }, [shown, empty, name, emptyItem, setFieldValue]);
}
