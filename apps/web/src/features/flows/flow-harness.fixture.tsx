import { createDraft, saveStep, type FlowValues } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  createMemoryDraftClient,
  FlowForm,
  FlowProvider,
  useAutosave,
  type MemoryDraftClient,
} from '@northgate/lending-flows/react';
import { hasReviewPage, REVIEW_STEP, type FlowId } from '@northgate/site-config';
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
import { createStore, Provider } from 'jotai';
import { createContext, useContext, useState } from 'react';
import { profileAtom, toProfile } from '../../session/session-atoms.ts';
import { FlowScopeContext } from './flow-scope.ts';
import { FlowReviewPage } from './review/flow-review-page.tsx';
import { StepView } from './step-view.tsx';
import { completionViews } from './steps/completion-views.ts';
import { stepFields } from './steps/step-fields.ts';

/**
 * Any flow outside the app, for component tests and Storybook: the real step view (progress,
 * title, autosave state, the step's fields in `FlowStepForm`) and review page on a draft server in
 * memory, with a memory router on the flow's step route, so Next, Back, Change links and "Review
 * your answers" move between screens as on the site. No route guard and no API session: the
 * screen asked for is shown, whatever the steps before it hold.
 */

interface HarnessContext {
  readonly flowId: FlowId;
  readonly client: MemoryDraftClient;
  readonly completed: boolean;
}

const Harness = createContext<HarnessContext | null>(null);

function useHarness(): HarnessContext {
  const harness = useContext(Harness);
  if (harness === null) throw new Error('Flow harness screens render inside <FlowHarness>');
  return harness;
}

// A signed-in owner: the applications' review page submits without the guest's email code.
const OWNER = 'user:harness';

function DraftScope() {
  const { flowId, client } = useHarness();
  const flow = flows[flowId];
  const autosave = useAutosave({ flow, client, owner: OWNER, storage: null, debounceMs: 10 });
  const { draft } = autosave;
  if (draft === undefined) return <p>Loading…</p>;
  return (
    <FlowProvider flow={flow} values={draft.values} completed={draft.completedSteps}>
      <FlowForm autosave={autosave} draft={draft}>
        <FlowScopeContext.Provider
          value={{ flowId, session: { client, owner: OWNER }, autosave, fields: stepFields[flowId] }}
        >
          <Outlet />
        </FlowScopeContext.Provider>
      </FlowForm>
    </FlowProvider>
  );
}

function Screen() {
  const { flowId, completed } = useHarness();
  const scope = useContext(FlowScopeContext);
  const { step }: { step: string } = useParams({ strict: false });
  const navigate = useNavigate();
  if (scope === null) return null;
  const Completion = completionViews[flowId];
  if (completed && Completion) return <Completion />;
  const review = hasReviewPage(flowId);
  if (review && step === REVIEW_STEP) return <FlowReviewPage flow={flowId} />;
  const goTo = (href: string) => void navigate({ href });
  return (
    <StepView
      flowId={flowId}
      stepId={step}
      fields={scope.fields}
      saveState={scope.autosave.saveState}
      onNavigate={goTo}
      {...(review && {
        onFinish: () => goTo(`${flows[flowId].basePath}${REVIEW_STEP}`),
        finishLabel: 'Review your answers',
      })}
    />
  );
}

export interface FlowHarnessProps {
  readonly flowId: FlowId;
  /** The screen shown first: a step id of the flow, or `review` for an application's review page. */
  readonly stepId: string;
  /** Every step's saved answers, keyed by step id; the steps whose answers are valid start complete. */
  readonly values?: FlowValues;
  /** Show what the flow shows once submitted (the short quiz's result) instead of the step. */
  readonly completed?: boolean;
  /** Receives the in-memory draft server, to read what was saved. */
  readonly onClient?: (client: MemoryDraftClient) => void;
  /** The signed-in account's name (the profile): the long form's signature is checked against it. */
  readonly account?: { readonly firstName: string; readonly lastName: string };
}

export function FlowHarness({
  flowId,
  stepId,
  values = {},
  completed = false,
  onClient,
  account,
}: FlowHarnessProps) {
  const flow = flows[flowId];
  // A store of its own per story, holding the account's profile when one is given.
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
  const [router] = useState(() => {
    const root = createRootRoute({ component: DraftScope });
    const screen = createRoute({
      getParentRoute: () => root,
      path: `${flow.basePath}$step`,
      component: Screen,
    });
    return createRouter({
      routeTree: root.addChildren([screen]),
      history: createMemoryHistory({ initialEntries: [`${flow.basePath}${stepId}`] }),
      // As the site's router: links keep the pages' own paths (`/longForm/`).
      trailingSlash: 'preserve',
    });
  });
  return (
    <Provider store={store}>
      <Harness.Provider value={{ flowId, client, completed }}>
        <RouterProvider router={router} />
      </Harness.Provider>
    </Provider>
  );
}
