import {
  createDraft,
  flows,
  requireStep,
  saveStep,
  stepIdFromPath,
  type FlowValues,
} from '@northgate/form-engine';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
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
  useParams,
} from '@tanstack/react-router';
import { createContext, useContext, useState } from 'react';
import { FlowScopeContext } from '../flow-scope.ts';
import { FlowReviewPage } from './flow-review-page.tsx';

/**
 * The permanent application's review page outside the app, for stories: the real page on a draft
 * server in memory (every step saved as the draft API would have it) and a memory router, so
 * Change and the problems' links go to the step's URL (shown by its title only).
 */

const flow = flows.permanentLoanApplication;
const ClientContext = createContext<MemoryDraftClient | null>(null);

function DraftScope() {
  const client = useContext(ClientContext);
  if (client === null) throw new Error('DraftScope needs the harness');
  const autosave = useAutosave({ flow, client, owner: 'user:story', storage: null, debounceMs: 10 });
  const { draft } = autosave;
  if (draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={draft.values} completed={draft.completedSteps}>
      <FlowForm autosave={autosave} draft={draft}>
        <FlowScopeContext.Provider
          value={{ flowId: 'permanentLoanApplication', session: { client, owner: 'user:story' }, autosave }}
        >
          <Outlet />
        </FlowScopeContext.Provider>
      </FlowForm>
    </FlowProvider>
  );
}

function Page() {
  const { step } = useParams({ strict: false }) as { step: string };
  if (step === 'review') return <FlowReviewPage flow="permanentLoanApplication" />;
  const stepId = stepIdFromPath(flow, `${flow.basePath}${step}`) ?? flow.steps[0]!.id;
  return <h1>{requireStep(flow, stepId).title}</h1>;
}

export function ReviewHarness({ values }: { values: FlowValues }) {
  const [client] = useState(() =>
    createMemoryDraftClient(
      flow,
      Object.entries(values).reduce(
        (saved, [id, stepValues]) => saveStep(flow, saved, id, stepValues ?? {}).draft,
        createDraft(flow),
      ),
    ),
  );
  const [router] = useState(() => {
    const root = createRootRoute({ component: DraftScope });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/permanent-loan-application/$step',
      component: Page,
    });
    return createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/permanent-loan-application/review'] }),
    });
  });
  return (
    <ClientContext.Provider value={client}>
      <RouterProvider router={router} />
    </ClientContext.Provider>
  );
}
