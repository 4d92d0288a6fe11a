import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { getIn, useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { profileAtom, type Profile } from '../../../session/session-atoms.ts';

/** Where a step keeps the contact details an account holds (paths within the step's values). */
export interface ContactFieldPaths {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  /** A ten-digit phone field (no country code). */
  readonly phone?: string;
}

/** A profile phone number as the phone fields store it: ten digits, no country code. */
export function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length === 10 ? digits : '';
}

function knownDetails(profile: Profile): Record<keyof ContactFieldPaths, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: tenDigits(profile.cellPhone),
  };
}

/**
 * Fills the name, email and phone the signed-in borrower's account already holds, once, into the
 * step's fields that are still blank: a borrower should not have to type them again. What the
 * borrower typed is never overwritten; a guest has no profile, so nothing is filled.
 */
export function usePrefillFromProfile(paths: ContactFieldPaths) {
  const profile = useAtomValue(profileAtom);
  const name = useStepFieldName();
  const { values, setFieldValue } = useFormikContext<FlowFormValues>();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile) return;
    done.current = true;
    const known = knownDetails(profile);
    for (const [detail, path] of Object.entries(paths) as [keyof ContactFieldPaths, string][]) {
      const current: unknown = getIn(values, name(path));
      if (known[detail] !== '' && (current === '' || current === undefined)) {
        void setFieldValue(name(path), known[detail], false);
      }
    }
  }, [profile, paths, values, name, setFieldValue]);
}
