import { ApiError } from '@northgate/api-client';
import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { toastError, toastFailure } from '../../state/toasts.ts';
import { useSubmitIntent } from './use-submit-intent.ts';

const SIX_DIGITS = /^\d{6}$/;

export interface ServerCodeCheckOptions {
  /** The Formik name of the code field. */
  name: string;
  /** An element inside the form: only the form's submit (Next, Enter) asks the server. */
  inside: RefObject<HTMLElement | null>;
  /** Already verified: nothing to check. */
  verified: boolean;
  /** Throws the server's refusal; resolves when the code is right. */
  check: (code: string) => Promise<void>;
  onVerified: () => void;
}

/**
 * Checks a typed code with the server as the code field's Formik validation, on submit only,
 * once per code typed: a refused code keeps its message (and what was typed stays in the box)
 * until it is changed; a network or rate-limit failure may be tried again.
 */
export function useServerCodeCheck({ name, inside, verified, check, onVerified }: ServerCodeCheckOptions) {
  const formik = useFormikContext();
  const submitIntent = useSubmitIntent(inside);
  const lastTried = useRef<{ code: string; message: string } | null>(null);
  const latest = useRef({ verified, check, onVerified });
  latest.current = { verified, check, onVerified };
  const { registerField, unregisterField } = formik;

  useEffect(() => {
    registerField(name, {
      validate: async (value: unknown) => {
        const submitting = submitIntent.take();
        const current = latest.current;
        if (current.verified) return undefined;
        const code = typeof value === 'string' ? value.trim() : '';
        if (!SIX_DIGITS.test(code)) return undefined; // the schema's message
        if (lastTried.current?.code === code) {
          // Next again with the refused code: the toast says it again, as the field does.
          if (submitting) toastError(lastTried.current.message);
          return lastTried.current.message;
        }
        if (!submitting) return undefined;
        try {
          await current.check(code);
          latest.current = { ...current, verified: true };
          current.onVerified();
          return undefined;
        } catch (failure) {
          // Product spec §8 (docs/product/product-spec.md): the message by the field and as an error toast.
          const message = toastFailure(failure);
          if (failure instanceof ApiError && failure.status === 400) lastTried.current = { code, message };
          return message;
        }
      },
    });
    return () => unregisterField(name);
  }, [name, registerField, unregisterField, submitIntent]);

  return {
    /** A new code was sent: the refusal of an earlier one no longer applies. */
    forgetRefusal() {
      lastTried.current = null;
    },
  };
}
