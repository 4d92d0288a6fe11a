import { useEffect, useState } from 'react';
import { normalizeAddress, type NormalizedAddress } from '../../estimator/address.ts';
import { configuredProvider, type AvmEstimate, type ValuationProvider } from '../../estimator/avm.ts';

const provider = configuredProvider();

/** The typed address normalized (ZIP → city, state, county), after typing pauses; null while there is none. */
export function useNormalizedAddress(address: string): NormalizedAddress | null {
  const [place, setPlace] = useState<NormalizedAddress | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      if (!address) {
        setPlace(null);
        return;
      }
      void normalizeAddress(address).then((n) => {
        if (live) setPlace(n);
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [address]);
  return place;
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
