import type { FeaturesResponse } from '@northgate/contracts';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `children` (the "or" divider and the Google button) unless the server says Google sign-in
 * is off (ADR 0049). Shown while the answer is on its way, so a lender with Google sees no shift.
 */
export function GoogleSignInChoice({
  features,
  children,
}: {
  features: () => Promise<FeaturesResponse>;
  children: ReactNode;
}) {
  const [offered, setOffered] = useState(true);
  useEffect(() => {
    let current = true;
    features().then(
      (answer) => current && setOffered(answer.google_sign_in),
      // Unknown: keep the button; the server answers a click it cannot serve.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [features]);
  return offered ? children : null;
}
