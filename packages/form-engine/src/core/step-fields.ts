import { requireStep } from './steps.ts';
import type { Flow, StepValues } from './types.ts';

/** The parts of a valibot schema this reads: object entries, wrapped and combined schemas. */
interface SchemaShape {
  type?: string;
  entries?: Record<string, unknown>;
  pipe?: readonly unknown[];
  wrapped?: unknown;
  options?: readonly unknown[];
}

const OBJECT_TYPES = new Set(['object', 'strict_object']);
const WRAPPER_TYPES = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'non_optional']);
const COMBINED_TYPES = new Set(['union', 'variant', 'intersect']);

/**
 * The top-level keys a schema declares, or undefined when it fixes none (a record, a loose
 * object): objects, through pipes (`v.pipe(v.object(...), …)`), optional wrappers, unions,
 * variants and intersections (the keys of every option).
 */
function declaredKeys(schema: unknown): Set<string> | undefined {
  const shape = schema as SchemaShape;
  if (shape.type !== undefined && OBJECT_TYPES.has(shape.type) && shape.entries !== undefined) {
    return new Set(Object.keys(shape.entries));
  }
  if (shape.type !== undefined && WRAPPER_TYPES.has(shape.type)) return declaredKeys(shape.wrapped);
  if (shape.type !== undefined && COMBINED_TYPES.has(shape.type) && shape.options !== undefined) {
    const keys = new Set<string>();
    for (const option of shape.options) {
      const optionKeys = declaredKeys(option);
      if (optionKeys === undefined) return undefined;
      for (const key of optionKeys) keys.add(key);
    }
    return keys;
  }
  return undefined;
}

/**
 * The field names a step declares: its schema's keys. A step without a schema declares none;
 * undefined means the schema takes any keys (nothing to keep out).
 */
export function stepFieldNames(flow: Flow, stepId: string): ReadonlySet<string> | undefined {
  const { schema } = requireStep(flow, stepId);
  return schema === undefined ? new Set() : declaredKeys(schema);
}

/** The step's values without keys the step does not declare (see stepFieldNames). */
export function keepStepFields(flow: Flow, stepId: string, values: StepValues): StepValues {
  const names = stepFieldNames(flow, stepId);
  if (names === undefined) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => names.has(key)));
}
