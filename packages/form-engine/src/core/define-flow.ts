import type { Flow, FlowAccess, FlowCheck, FlowStep, Stage } from './types.ts';

export interface FlowDeclaration<TStep extends string, TStage extends string> {
  readonly id: string;
  readonly basePath: string;
  readonly access: FlowAccess;
  readonly stages?: readonly Stage<TStage>[];
  // NoInfer: a misspelt stage in a step must be an error, not a new stage.
  readonly steps: readonly FlowStep<TStep, NoInfer<TStage>>[];
  /** What a step's validation says of a field its values leave out entirely. */
  readonly missingValueMessage?: string;
  /** Rules across steps, run at submit (`validateFlow`). */
  readonly check?: FlowCheck<NoInfer<TStep>>;
}

/** Thrown at import time when a declaration contradicts itself, so a bad flow never ships. */
export class FlowDeclarationError extends Error {
  override name = 'FlowDeclarationError';
}

// Step ids become URL segments, so they stay within unreserved characters.
const URL_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Checks a flow declaration and returns it deeply frozen. Everything else in the engine
 * (progress, navigation, guards, drafts) is derived from what is declared here.
 */
export function defineFlow<const TStep extends string, const TStage extends string = never>(
  declaration: FlowDeclaration<TStep, TStage>,
): Flow<TStep, TStage> {
  const { id, basePath, access } = declaration;
  const stages = declaration.stages ?? [];
  const fail = (message: string): never => {
    throw new FlowDeclarationError(`Flow "${id}": ${message}`);
  };

  if (id.trim() === '') fail('the id is empty');
  if (!basePath.startsWith('/') || !basePath.endsWith('/')) {
    fail(`basePath "${basePath}" must start and end with "/"`);
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a flow declared in plain JavaScript can hold anything
  if (access !== 'anonymous' && access !== 'login-required') fail(`unknown access "${String(access)}"`);
  if (declaration.steps.length === 0) fail('it has no steps');
  if (declaration.check !== undefined && typeof declaration.check !== 'function')
    fail('check is not a function');

  const stageIds = new Set<string>();
  for (const stage of stages) {
    if (stageIds.has(stage.id)) fail(`stage "${stage.id}" is declared twice`);
    if (stage.label.trim() === '') fail(`stage "${stage.id}" has no label`);
    stageIds.add(stage.id);
  }

  const stepIds = new Set<string>();
  for (const step of declaration.steps) {
    if (!URL_SEGMENT.test(step.id)) fail(`step id "${step.id}" is not a URL segment`);
    if (stepIds.has(step.id)) fail(`step "${step.id}" is declared twice`);
    if (step.title.trim() === '') fail(`step "${step.id}" has no title`);
    stepIds.add(step.id);

    const { progress } = step;
    if (progress.kind === 'stage' && !stageIds.has(progress.stage)) {
      fail(`step "${step.id}" belongs to undeclared stage "${progress.stage}"`);
    }
    if (progress.kind === 'value' && progress.value !== undefined) {
      if (!Number.isFinite(progress.value) || progress.value < 0 || progress.value > 100) {
        fail(`step "${step.id}" has progress ${progress.value}, outside 0-100`);
      }
    }
  }

  return Object.freeze({
    id,
    basePath,
    access,
    ...(declaration.missingValueMessage !== undefined && {
      missingValueMessage: declaration.missingValueMessage,
    }),
    ...(declaration.check && { check: declaration.check }),
    stages: Object.freeze(stages.map((stage) => Object.freeze({ ...stage }))),
    // Schemas belong to valibot and are shared, so only the engine's own objects are frozen.
    steps: Object.freeze(
      declaration.steps.map((step) =>
        Object.freeze({ ...step, progress: Object.freeze({ ...step.progress }) }),
      ),
    ),
  });
}
