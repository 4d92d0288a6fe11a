import type { ValidationIssue } from './types.ts';

/** Field errors nested like the values they describe: `{ owners: [undefined, { name: '…' }] }`. */
export type FieldErrors = {
  [key: string]: string | FieldErrors | (string | FieldErrors | undefined)[] | undefined;
};

function isIndex(key: string): boolean {
  return /^\d+$/.test(key);
}

/**
 * Turns a step's validation issues into nested field errors, the shape form libraries such
 * as Formik read. A field shows its first issue only; issues about the whole step (empty path)
 * have no field to sit on and are left to the error summary, which lists all issues.
 */
export function issuesToFieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    if (path === '') continue;
    const keys = path.split('.');
    let container: Record<string, unknown> = errors;
    for (const [position, key] of keys.entries()) {
      const isLast = position === keys.length - 1;
      if (isLast) {
        if (container[key] === undefined) container[key] = message;
        break;
      }
      const existing = container[key];
      // A message already sits on the parent field: keep it rather than hide it under children.
      if (typeof existing === 'string') break;
      if (existing === undefined) container[key] = isIndex(keys[position + 1]!) ? [] : {};
      container = container[key] as Record<string, unknown>;
    }
  }
  return errors;
}
