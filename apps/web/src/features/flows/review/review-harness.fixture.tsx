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
import type { FlowId } from '@northgate/site-config';
import { createStore, Provider } from 'jotai';
import { createContext, useContext, useState } from 'react';
import { profileAtom, toProfile } from '../../../session/session-atoms.ts';
import { FlowScopeContext } from '../flow-scope.ts';
import { FlowReviewPage } from './flow-review-page.tsx';

/**
 * An application's review page outside the app, for stories: the real page on a draft server in
 * memory (every step saved as the draft API would have it) and a memory router, so Change and the
 * problems' links go to the step's URL (shown by its title only). A signed-in account's name, when
 * given, is the profile the long form's signature is checked against.
 */

type ReviewedFlow = 'permanentLoanApplication' | 'longForm';
const ClientContext = createContext<{ client: MemoryDraftClient; flowId: ReviewedFlow } | null>(null);

function DraftScope() {
  const scope = useContext(ClientContext);
  if (scope === null) throw new Error('DraftScope needs the harness');
  const { client, flowId } = scope;
  const flow = flows[flowId];
  const autosave = useAutosave({ flow, client, owner: 'user:story', storage: null, debounceMs: 10 });
  const { draft } = autosave;
  if (draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={draft.values} completed={draft.completedSteps}>
      <FlowForm autosave={autosave} draft={draft}>
        <FlowScopeContext.Provider value={{ flowId, session: { client, owner: 'user:story' }, autosave }}>
          <Outlet />
        </FlowScopeContext.Provider>
      </FlowForm>
    </FlowProvider>
  );
}

function Page() {
  const { step } = useParams({ strict: false }) as { step: string };
  const flowId = useContext(ClientContext)?.flowId ?? 'permanentLoanApplication';
  const flow = flows[flowId];
  if (step === 'review') return <FlowReviewPage flow={flowId as FlowId} />;
  const stepId = stepIdFromPath(flow, `${flow.basePath}${step}`) ?? flow.steps[0]!.id;
  return <h1>{requireStep(flow, stepId).title}</h1>;
}

export function ReviewHarness({
  values,
  flowId = 'permanentLoanApplication',
  account,
}: {
  values: FlowValues;
  flowId?: ReviewedFlow;
  account?: { firstName: string; lastName: string };
}) {
  const flow = flows[flowId];
  const [store] = useState(() => {
    const created = createStore();
    if (account) {
      created.set(
        profileAtom,
        toProfile({
          first_name: account.firstName,
          last_name: account.lastName,
          email: 'story@example.test',
        }),
      );
    }
    return created;
  });
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
      path: `${flow.basePath}$step`,
      component: Page,
    });
    return createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: [`${flow.basePath}review`] }),
    });
  });
  return (
    <Provider store={store}>
      <ClientContext.Provider value={{ client, flowId }}>
        <RouterProvider router={router} />
      </ClientContext.Provider>
    </Provider>
  );
}
