import { requireStep, resumeStep, stepPath, type Flow } from '@northgate/form-engine/core';
import { FlowForm, FlowProvider, useAutosave, useFlow, useStepGuard } from '@northgate/lending-flows/react';
import { hasReviewPage, pages, REVIEW_STEP, type FlowId } from '@northgate/site-config';
import { Button } from '@northgate/ui';
import { Outlet, useNavigate } from '@tanstack/react-router';
import type { Autosave } from '@northgate/lending-flows/react';
import type { FlowDraft } from '@northgate/form-engine/core';
import { lazy, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../components/page/use-document-title.ts';
import { PrerenderedStep, StepPlaceholder } from '../../hydration/prerendered-step.tsx';
import { blankDraftScope } from './blank-draft.ts';
import { openDraftSession, withdrawSaveWarning, type DraftSession } from './draft-session.ts';
import { FlowScopeContext } from './flow-scope.ts';
import { LoadingApplication } from './loading-application.tsx';
import * as styles from './flow.css.ts';
import { completionViews } from './steps/completion-views.ts';
import { StepView } from './step-view.tsx';
import type { StepFieldMap } from './steps/step-field-map.ts';
import { useFinishFlow } from './use-finish-flow.ts';

/**
 * A flow's parent route: opens the draft session, loads the draft and keeps one Formik
 * instance for the whole flow, so moving between steps never loses answers. `flow` (its
 * declaration: steps, schemas and every field's words) and `fields` (its step components) are
 * imported by its route, so each flow's code loads with that flow only. A flow's first step is
 * prerendered with a blank draft, which stays on screen until the visitor's own has loaded.
 */
export function FlowLayout({ flow, fields }: { flow: Flow; fields: StepFieldMap }) {
  const flowId = flow.id as FlowId;
  return (
    <div className={styles.layout} data-flow={flowId}>
      <p className={styles.flowName}>{pages[flowId].title}</p>
      <PrerenderedStep name={flowId} atBuildTime={<BlankDraftForm flow={flow} fields={fields} />}>
        <FlowSession flow={flow} fields={fields} />
      </PrerenderedStep>
    </div>
  );
}

/** The first step with a blank draft, as the build renders it. */
function BlankDraftForm({ flow, fields }: { flow: Flow; fields: StepFieldMap }) {
  const { session, autosave, draft } = blankDraftScope(flow);
  return <DraftForm flow={flow} session={session} autosave={autosave} draft={draft} fields={fields} />;
}

function FlowSession({ flow, fields }: { flow: Flow; fields: StepFieldMap }) {
  const flowId = flow.id as FlowId;
  const [session, setSession] = useState<DraftSession | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    openDraftSession(flowId).then(
      (opened) => !cancelled && setSession(opened),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [flowId, attempt]);
  // Leaving the flow ends its save retries (they resume when it opens again), and their warning.
  useEffect(() => withdrawSaveWarning, []);

  if (session) return <FlowDraftScope key={session.owner} flow={flow} session={session} fields={fields} />;
  if (failed) return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  return <Loading />;
}

function FlowDraftScope({
  flow,
  session,
  fields,
}: {
  flow: Flow;
  session: DraftSession;
  fields: StepFieldMap;
}) {
  const autosave = useAutosave({ flow, client: session.client, owner: session.owner });
  const { draft } = autosave;
  if (autosave.loadState === 'failed') return <LoadFailed onRetry={autosave.reload} />;
  if (draft === undefined) return <Loading />;
  return <DraftForm flow={flow} session={session} autosave={autosave} draft={draft} fields={fields} />;
}

/** One Formik instance for the flow's steps, fed from the draft. */
function DraftForm({
  flow,
  session,
  autosave,
  draft,
  fields,
}: {
  flow: Flow;
  session: DraftSession;
  autosave: Autosave;
  draft: FlowDraft;
  fields: StepFieldMap;
}) {
  return (
    <FlowProvider flow={flow} values={draft.values} completed={draft.completedSteps}>
      <FlowForm autosave={autosave} draft={draft}>
        <FlowScopeContext.Provider value={{ flowId: flow.id as FlowId, session, autosave, fields }}>
          <Outlet />
        </FlowScopeContext.Provider>
      </FlowForm>
    </FlowProvider>
  );
}

/** On a prerendered first step, the step's HTML stays in its place (see PrerenderedStep). */
function Loading() {
  return (
    <StepPlaceholder>
      <LoadingApplication className={styles.stepLead} />
    </StepPlaceholder>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.stepLead}>
      <p>We could not open your application. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

// Loaded when a borrower reaches them: the steps' chunk stays within its budget.
const ApplicationConfirmation = lazy(() =>
  import('./confirmation/application-confirmation.tsx').then((module) => ({
    default: module.ApplicationConfirmation,
  })),
);
const FlowReviewPage = lazy(() =>
  import('./review/flow-review-page.tsx').then((module) => ({ default: module.FlowReviewPage })),
);

/** A step of a flow, or the review page of an application (`<flow path>review`). */
export function FlowStepPage({ flow: flowId, step }: { flow: FlowId; step: string }) {
  if (step === REVIEW_STEP && hasReviewPage(flowId)) {
    return (
      <Suspense fallback={<Loading />}>
        <FlowReviewPage flow={flowId} />
      </Suspense>
    );
  }
  return <StepPage flow={flowId} step={step} />;
}

/** One step: guarded, titled, with its progress bar, the autosave state and its form. */
function StepPage({ flow: flowId, step }: { flow: FlowId; step: string }) {
  const scope = useContext(FlowScopeContext);
  const { flow } = useFlow();
  const current = requireStep(flow, step);
  const navigate = useNavigate();
  const goTo = useCallback((href: string) => void navigate({ href }), [navigate]);
  const redirect = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  const allowed = useStepGuard(current.id, redirect);
  const finish = useFinishFlow(scope);
  // The applications' last step leads to their review page, which submits; the others submit here.
  const review = hasReviewPage(flowId);
  const toReview = useCallback(() => goTo(`${flow.basePath}${REVIEW_STEP}`), [goTo, flow.basePath]);
  useDocumentTitle(`${finish.submitted ? 'Application received' : current.title} | ${pages[flowId].title}`);

  if (!scope || !allowed) return null;
  const Completion = completionViews[flowId];
  if (finish.submitted && Completion) return <Completion />;
  if (finish.submitted) {
    return (
      <Suspense fallback={<Loading />}>
        <ApplicationConfirmation
          flowId={flowId}
          application={finish.submitted}
          signedIn={scope.session.owner.startsWith('user:')}
        />
      </Suspense>
    );
  }
  return (
    <StepView
      flowId={flowId}
      stepId={current.id}
      fields={scope.fields}
      saveState={scope.autosave.saveState}
      error={finish.error}
      onNavigate={goTo}
      onFinish={review ? toReview : finish.run}
      {...(review && { finishLabel: 'Review your answers' })}
    />
  );
}

/**
 * A flow's parent path (`/shortQuiz/`): resumes at the furthest step the saved answers reach,
 * so a reload, another tab or another device continues where the borrower stopped.
 */
export function ResumeFlow() {
  const scope = useContext(FlowScopeContext);
  const { flow } = useFlow();
  const navigate = useNavigate();
  const draft = scope?.autosave.draft;
  useEffect(() => {
    if (!scope || !draft) return;
    void navigate({ href: stepPath(flow, resumeStep(flow, draft)), replace: true });
  }, [scope, flow, draft, navigate]);
  if (typeof document === 'undefined' && scope && draft) {
    return <FirstVisitResume flowId={scope.flowId} step={resumeStep(flow, draft)} />;
  }
  return <Loading />;
}

/**
 * What the build renders on a flow's parent path, from its blank draft: the step a first visit
 * resumes at (the first), so the page paints before the app has loaded, and the loading line, which a
 * device with a stored session shows instead, as its saved answers may resume elsewhere
 * (docs/decisions/0069-prerendered-flow-parents.md). The app replaces both with the step it opens.
 */
function FirstVisitResume({ flowId, step }: { flowId: FlowId; step: string }) {
  return (
    <>
      <LoadingApplication className={styles.resumingNotice} />
      <div className={styles.firstVisitStep}>
        <StepPage flow={flowId} step={step} />
      </div>
    </>
  );
}
