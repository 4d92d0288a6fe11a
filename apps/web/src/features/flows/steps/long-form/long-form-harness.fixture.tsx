import {
  createDraft,
  flows,
  requireStep,
  saveStep,
  stepPath,
  type FlowValues,
  type SiteStepId,
} from '@northgate/form-engine';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  FlowStepForm,
  useAutosave,
  type MemoryDraftClient,
} from '@northgate/form-engine/northgate';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { createContext, useContext, useState } from 'react';
import { longFormStepFields } from './index.ts';

/**
 * The long form's steps outside the app, for component tests and Storybook: the real step shell
 * (`FlowForm`, `FlowStepForm` of the Northgate binding) on a draft server in memory, and a memory
 * router with the long form's step route, so Next, Back and the summary's Change links move
 * between steps as they do on the site. No route guard and no session: the step asked for is shown.
 */

const flow = flows.longForm;

const ClientContext = createContext<MemoryDraftClient | null>(null);

function DraftScope() {
  const client = useContext(ClientContext);
  if (client === null) throw new Error('DraftScope needs the harness');
  const autosave = useAutosave({ flow, client, owner: 'harness', storage: null, debounceMs: 10 });
  const { draft } = autosave;
  if (draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={draft.values} completed={draft.completedSteps}>
      <FlowForm autosave={autosave} draft={draft}>
        <Outlet />
      </FlowForm>
    </FlowProvider>
  );
}

function StepScreen() {
  const { step } = useParams({ strict: false }) as { step: string };
  const navigate = useNavigate();
  const Fields = longFormStepFields[step];
  return (
    <>
      <h1>{requireStep(flow, step).title}</h1>
      <FlowStepForm stepId={step} onNavigate={(href) => void navigate({ href })}>
        {Fields && <Fields />}
      </FlowStepForm>
    </>
  );
}

type LongFormStepId = SiteStepId<'longForm'>;

function createHarnessRouter(stepId: LongFormStepId) {
  const root = createRootRoute({ component: DraftScope });
  const step = createRoute({ getParentRoute: () => root, path: '/longForm/$step', component: StepScreen });
  return createRouter({
    routeTree: root.addChildren([step]),
    history: createMemoryHistory({ initialEntries: [stepPath(flow, stepId)] }),
  });
}

export interface LongFormHarnessProps {
  /** The step on screen first. */
  readonly stepId: LongFormStepId;
  /** Every step's saved answers, keyed by step id; the steps whose answers are valid start complete. */
  readonly values?: FlowValues;
  /** Receives the in-memory draft server, to read what was saved. */
  readonly onClient?: (client: MemoryDraftClient) => void;
}

export function LongFormHarness({ stepId, values = {}, onClient }: LongFormHarnessProps) {
  const [client] = useState(() => {
    // Saved step by step, as the draft API would have them: valid steps count as complete.
    const draft = Object.entries(values).reduce(
      (saved, [id, stepValues]) => saveStep(flow, saved, id, stepValues ?? {}).draft,
      createDraft(flow),
    );
    const memory = createMemoryDraftClient(flow, draft);
    onClient?.(memory);
    return memory;
  });
  const [router] = useState(() => createHarnessRouter(stepId));
  return (
    <ClientContext.Provider value={client}>
      <RouterProvider router={router} />
    </ClientContext.Provider>
  );
}
