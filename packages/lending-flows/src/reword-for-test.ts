import {
  fieldSchemas,
  findStep,
  forgetDeclarations,
  patternOf,
  type Flow,
} from '@northgate/form-engine/core';

interface PipeItem {
  kind?: string;
  metadata?: Record<string, unknown>;
  pipe?: readonly PipeItem[];
}

/** The declaration objects along a schema's pipes that set a question, inner first. */
function questionHolders(schema: PipeItem): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const item of schema.pipe ?? []) {
    if (item.kind === 'schema' && item !== schema) found.push(...questionHolders(item));
    const declaration = item.kind === 'metadata' ? item.metadata?.formEngineField : undefined;
    if (typeof declaration === 'object' && declaration !== null && 'question' in declaration)
      found.push(declaration);
  }
  return found;
}

/**
 * For tests: asks one declared field in other words, in place, for everything that reads the
 * declaration (the step, the review page, the PDF copy, the back office); returns the undo.
 */
export function rewordForTest(flow: Flow, stepId: string, path: string, question: string): () => void {
  const schema = findStep(flow, stepId)?.schema;
  const pattern = patternOf(path);
  const node = fieldSchemas(schema).find((entry) => entry.pattern.join('.') === pattern)?.schema;
  const holder = node === undefined ? undefined : questionHolders(node).at(-1);
  if (holder === undefined) throw new Error(`${flow.id}.${stepId} declares no question at ${path}`);
  const before = holder.question;
  holder.question = question;
  forgetDeclarations(schema);
  return () => {
    holder.question = before;
    forgetDeclarations(schema);
  };
}
