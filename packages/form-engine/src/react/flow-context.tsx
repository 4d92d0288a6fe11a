import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Flow, FlowValues, StepValidity } from '../core/index.ts';

export interface FlowState {
  readonly flow: Flow;
  /** Every step's values so far (from the draft), for `when` visibility and guards. */
  readonly values: FlowValues;
  /** Steps the borrower has completed; when omitted, validity is computed from the schemas. */
  readonly completed?: StepValidity;
}

const FlowContext = createContext<FlowState | null>(null);

/** Makes one flow and its progress so far available to the step screens below it. */
export function FlowProvider({ flow, values, completed, children }: FlowState & { children: ReactNode }) {
  const state = useMemo(
    () => ({ flow, values, ...(completed !== undefined && { completed }) }),
    [flow, values, completed],
  );
  return <FlowContext.Provider value={state}>{children}</FlowContext.Provider>;
}

export function useFlow(): FlowState {
  const state = useContext(FlowContext);
  if (!state) throw new Error('useFlow must be used inside a <FlowProvider>');
  return state;
}
