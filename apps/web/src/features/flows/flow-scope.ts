import type { Autosave } from '@northgate/lending-flows/react';
import type { FlowId } from '@northgate/site-config';
import { createContext, useContext } from 'react';
import type { DraftSession } from './draft-session.ts';
import type { StepFieldMap } from './steps/step-field-map.ts';

/** What a flow's parent route gives its pages: the flow, its draft session and its autosave. */
export interface FlowScope {
  readonly flowId: FlowId;
  readonly session: DraftSession;
  readonly autosave: Autosave;
  /** The flow's step field components, handed down by its route. */
  readonly fields: StepFieldMap;
}

export const FlowScopeContext = createContext<FlowScope | null>(null);

/** The scope of the flow around this page, or null outside one (before its draft has loaded). */
export function useFlowScope(): FlowScope | null {
  return useContext(FlowScopeContext);
}
