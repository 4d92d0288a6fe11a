import { useFormikContext } from 'formik';
import { useContext } from 'react';
import { SubmitClickedProvider } from './submit-clicked-context.ts';

/** Whether a field's error shows although the field was never touched: a submit was attempted. */
export function useSubmitAttempted(): boolean {
  const flag = useContext(SubmitClickedProvider);
  const { submitCount } = useFormikContext();
  return flag || submitCount > 0;
}
