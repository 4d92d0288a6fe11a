import { collectErrors, type FieldErrors } from '@northgate/validators';

/** Shared by the closing, funding and payoff forms (ADR 0060). */

export const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** Blank required fields first, then the contract's rules on the body (the API checks the same). */
export function validateWith(
  required: Record<string, string>,
  values: Record<string, string>,
  body: () => unknown,
  schema: Parameters<typeof collectErrors>[0],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(required)) {
    if ((values[key] ?? '').trim() === '') errors[key] = message;
  }
  if (Object.keys(errors).length > 0) return errors;
  return collectErrors(schema, body());
}
