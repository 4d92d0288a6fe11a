/**
 * Automated valuation model (AVM) adapter. A provider is chosen at build time through Vite env
 * variables; none is configured by default, and then the page says so rather than showing a number.
 *
 *   VITE_AVM_PROVIDER=http-json
 *   VITE_AVM_URL=https://avm.example/estimate   (GET ?address=…&zip=…, JSON { value, low, high, fsd?, asOf })
 *   VITE_AVM_NAME=Example AVM                   (shown to the borrower as the source)
 */
import * as v from 'valibot';

export interface AvmRequest {
  address: string;
  zip: string | null;
}

export interface AvmEstimate {
  provider: string;
  value: number;
  low: number;
  high: number;
  /** Forecast standard deviation as a share of value, when the provider gives one. */
  fsd: number | null;
  /** Effective date of the estimate, ISO yyyy-mm-dd. */
  asOf: string;
}

export interface ValuationProvider {
  readonly name: string;
  estimate(request: AvmRequest, signal?: AbortSignal): Promise<AvmEstimate | null>;
}

const responseSchema = v.object({
  value: v.pipe(v.number(), v.minValue(1)),
  low: v.pipe(v.number(), v.minValue(0)),
  high: v.pipe(v.number(), v.minValue(0)),
  fsd: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))), null),
  asOf: v.pipe(v.string(), v.isoDate()),
});

/** A provider reached over HTTP with a JSON response; a 404 means "no estimate for this address". */
export function httpJsonProvider(
  name: string,
  url: string,
  fetchImpl: typeof fetch = fetch,
): ValuationProvider {
  return {
    name,
    async estimate(request, signal) {
      const query = new URLSearchParams({ address: request.address });
      if (request.zip) query.set('zip', request.zip);
      const response = await fetchImpl(`${url}?${query.toString()}`, {
        signal,
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      const parsed = v.safeParse(responseSchema, await response.json());
      if (!parsed.success) throw new Error(`${name} sent an estimate this site cannot read`);
      const { value, low, high, fsd, asOf } = parsed.output;
      return { provider: name, value, low: Math.min(low, value), high: Math.max(high, value), fsd, asOf };
    },
  };
}

export interface AvmEnv {
  VITE_AVM_PROVIDER?: string;
  VITE_AVM_URL?: string;
  VITE_AVM_NAME?: string;
}

/** The configured provider, or null when none is configured (the default). */
export function configuredProvider(env: AvmEnv = import.meta.env as AvmEnv): ValuationProvider | null {
  const kind = env.VITE_AVM_PROVIDER?.trim() ?? '';
  if (kind === '' || kind === 'none') return null;
  if (kind === 'http-json' && env.VITE_AVM_URL)
    return httpJsonProvider(env.VITE_AVM_NAME?.trim() || 'Automated valuation provider', env.VITE_AVM_URL);
  console.warn(
    `Unknown or incomplete AVM provider configuration "${kind}"; no automated valuation will be shown.`,
  );
  return null;
}
