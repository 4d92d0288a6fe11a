import { ProgressBar } from '@northgate/ui';
import { progressFor } from '../progress.ts';
import type { Flow } from '../types.ts';

/** The ui progress bar as the flow declares it for this step; nothing where the step hides it. */
export function FlowProgress({
  flow,
  stepId,
  label,
}: {
  flow: Flow;
  stepId: string;
  /** Accessible name; give each bar its own when several share a page. */
  label?: string;
}) {
  const progress = progressFor(flow, stepId);
  switch (progress.kind) {
    case 'hidden':
      return null;
    case 'stages':
      return (
        <ProgressBar
          stages={progress.stages.map((stage) => ({ ...stage }))}
          activeId={progress.activeId}
          passedIds={[...progress.passedIds]}
          label={label}
        />
      );
    case 'value':
      return <ProgressBar value={progress.value} text={progress.text} label={label} />;
  }
}
