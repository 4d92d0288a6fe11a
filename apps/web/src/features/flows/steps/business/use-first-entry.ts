import type { FlowFormValues } from '@northgate/form-engine/react';
import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Starts a list with one empty entry when it appears after a Yes, so the borrower sees the fields
 * to fill in rather than an empty list and an Add button.
 */
export function useFirstEntry<T>(shown: boolean, listName: string, emptyItem: T): void {
  const formik = useFormikContext<FlowFormValues>();
  const { setFieldValue } = formik;
  const items: unknown = getIn(formik.values, listName);
  const empty = !Array.isArray(items) || items.length === 0;
  useEffect(() => {
    if (shown && empty) void setFieldValue(listName, [structuredClone(emptyItem)], false);
  }, [shown, empty, listName, emptyItem, setFieldValue]);
}
