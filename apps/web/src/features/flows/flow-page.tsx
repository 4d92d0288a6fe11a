import { flows, progressFor, requireStep } from '@northgate/form-engine';
import { pages, type FlowId } from '@northgate/site-config';
import { ProgressBar } from '@northgate/ui';
import { Outlet } from '@tanstack/react-router';
import { pageDescriptions } from '../pages/page-descriptions.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import * as styles from './flow.css.ts';

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
