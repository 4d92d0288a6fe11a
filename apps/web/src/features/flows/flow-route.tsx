import { firstStep, flows, isStepOf, progressFor, requireStep, stepPath } from '@northgate/form-engine';
import { pages, type FlowId } from '@northgate/site-config';
import { ProgressBar } from '@northgate/ui';
import { notFound, Outlet, redirect } from '@tanstack/react-router';
import { requireSession } from '../auth/guards.ts';
import { pageDescriptions } from '../pages/page-descriptions.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import * as styles from './flow.css.ts';

/** Parent route guard: login-required flows send a visitor without a session to /login. */
export function flowBeforeLoad(flowId: FlowId) {
  return async (ctx: { location: { href: string } }) => {
    if (flows[flowId].access === 'login-required') await requireSession(ctx);
  };
}

/** A flow's parent path opens its first step. */
export function redirectToFirstStep(flowId: FlowId) {
  return () => {
    const flow = flows[flowId];
    throw redirect({ href: stepPath(flow, firstStep(flow).id), replace: true });
  };
}

/** Unknown step segments are a real 404, not a blank step. */
export function stepBeforeLoad(flowId: FlowId, step: string) {
  if (!isStepOf(flows[flowId], step)) throw notFound();
}

export function FlowLayout({ flow }: { flow: FlowId }) {
  return (
    <div className={styles.layout} data-flow={flow}>
      <Outlet />
    </div>
  );
}

export function FlowStepPage({ flow: flowId, step }: { flow: FlowId; step: string }) {
  const flow = flows[flowId];
  const current = requireStep(flow, step);
  const progress = progressFor(flow, current.id);
  useDocumentTitle(`${current.title} | ${pages[flowId].title}`);

  return (
    <>
      <p className={styles.flowName}>{pages[flowId].title}</p>
      {progress.kind === 'stages' && (
        <ProgressBar stages={[...progress.stages]} activeId={progress.activeId} passedIds={[...progress.passedIds]} />
      )}
      {progress.kind === 'value' && <ProgressBar value={progress.value} text={progress.text} />}
      <h1 className={styles.stepTitle}>{current.title}</h1>
      <p className={styles.stepLead}>{pageDescriptions[flowId]}</p>
    </>
  );
}
