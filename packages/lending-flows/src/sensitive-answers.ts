import { sensitiveFields } from '@northgate/form-engine/core';
import { getFlow } from './index.ts';

/** The non-blank strings at a field pattern ('*' for every entry of a list). */
function valuesAt(node: unknown, pattern: readonly string[]): string[] {
  if (pattern.length === 0) return typeof node === 'string' && node.trim() !== '' ? [node] : [];
  const [head, ...rest] = pattern as [string, ...string[]];
  if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, rest)) : [];
  return typeof node === 'object' && node !== null
    ? valuesAt((node as Record<string, unknown>)[head], rest)
    : [];
}

/**
 * Every non-blank answer of a flow's steps whose field is declared sensitive (identity and account
 * numbers, birth dates, one-time codes), however deeply nested: for tests that check a message, a
 * page or a copy carries none of them. The declarations decide, as they do for every masking path.
 */
export function sensitiveAnswerValues(flowId: string, answers: Readonly<Record<string, unknown>>): string[] {
  const flow = getFlow(flowId);
  if (flow === undefined) throw new Error(`No flow ${flowId}`);
  return flow.steps.flatMap((step) =>
    sensitiveFields(step.schema).flatMap((field) => valuesAt(answers[step.id], field.pattern)),
  );
}
