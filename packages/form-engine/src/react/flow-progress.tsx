import { progressFor, type Flow } from '../core/index.ts';
import { useFormEngineOptions } from './engine-options.tsx';

/** The progress bar the flow declares for this step; nothing where the step hides it. */
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
  const { components, texts } = useFormEngineOptions();
  const progress = progressFor(flow, stepId);
  if (progress.kind === 'hidden') return null;
  return <components.Progress progress={progress} label={label ?? texts.progressLabel} texts={texts} />;
}
