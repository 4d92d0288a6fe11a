import * as v from 'valibot';
import { requiredString } from './text.ts';

const SIGN_AGAIN = 'Sign in the box, or sign with your typed name';

/** A drawn signature (PNG data URL) and the typed legal name, as the ui SignaturePad stores them. */
export function signature() {
  return v.object({
    image: v.pipe(
      v.optional(v.string(), ''),
      v.nonEmpty(SIGN_AGAIN),
      v.startsWith('data:image/png;base64,', SIGN_AGAIN),
      v.maxLength(500_000, 'That signature is too large; clear it and sign again'),
    ),
    legalName: requiredString({ max: 100 }),
  });
}

export const emptySignature = { image: '', legalName: '' };
