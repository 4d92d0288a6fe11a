import { useEffect, useState } from 'react';
import { normalizeAddress, parseAddress, type NormalizedAddress } from '../../estimator/address.ts';
import { configuredProvider, type AvmEstimate, type ValuationProvider } from '../../estimator/avm.ts';
import { lookupZip } from '../../estimator/zip-lookup.ts';

const provider = configuredProvider();

export interface AddressLookup {
  /** The typed address normalized (ZIP → city, state, county); null while there is none. */
  normalized: NormalizedAddress | null;
  /** The ZIP being looked up right now, if any. */
  checkingZip: string | null;
}

/**
 * The typed address normalized, after typing pauses. A ZIP that could not be looked up (offline)
 * is asked again when the browser is back online.
 */
export function useNormalizedAddress(address: string): AddressLookup {
  const [normalized, setNormalized] = useState<NormalizedAddress | null>(null);
  const [checkingZip, setCheckingZip] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      if (!address) {
        setNormalized(null);
        setCheckingZip(null);
        return;
      }
      setCheckingZip(parseAddress(address).zip);
      void normalizeAddress(address, lookupZip).then((n) => {
        if (!live) return;
        setNormalized(n);
        setCheckingZip(null);
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [address, attempt]);
  const unavailable = normalized?.zipStatus === 'unavailable';
  useEffect(() => {
    if (!unavailable) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unavailable]);
  // Until the look-up for the address typed now has answered, no earlier answer is shown for it.
  const current = normalized && normalized.raw === address.trim().replace(/\s+/g, ' ') ? normalized : null;
  return { normalized: current, checkingZip };
}

export interface AutomatedValuation {
  /** The configured AVM provider; null when the site has none (the default). */
  provider: ValuationProvider | null;
  estimate: AvmEstimate | null;
  error: string | null;
}

/** The configured provider's estimate for the address, if any. */
export function useAutomatedValuation(address: string, place: NormalizedAddress | null): AutomatedValuation {
  const [avm, setAvm] = useState<{ estimate: AvmEstimate | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!provider || !address) return;
    const controller = new AbortController();
    provider
      .estimate({ address: place?.display ?? address, zip: place?.zip ?? null }, controller.signal)
      .then((estimate) => setAvm({ estimate, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setAvm({ estimate: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [address, place]);
  return { provider, estimate: avm?.estimate ?? null, error: avm?.error ?? null };
}
