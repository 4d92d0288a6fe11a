import type { AppConfig } from './config.ts';

/**
 * Features a lender may run without (ADR 0049): each is on when its settings are present, and off
 * otherwise, never a refused start. Locally, SMS goes to the dev outbox and a stand-in plays
 * Google, so both are on.
 */
export interface OptionalFeatures {
  googleSignIn: boolean;
  phoneVerification: boolean;
  /** `/metrics`: open to this machine locally, behind METRICS_TOKEN in production. */
  metrics: boolean;
}

const settings: Record<keyof OptionalFeatures, { name: string; variables: string }> = {
  googleSignIn: { name: 'Google sign-in', variables: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET' },
  phoneVerification: {
    name: 'phone verification by text message',
    variables: 'SMS_API_URL, SMS_API_TOKEN',
  },
  metrics: { name: '/metrics', variables: 'METRICS_TOKEN' },
};

export function optionalFeatures(config: AppConfig): OptionalFeatures {
  const local = config.appEnv === 'local';
  return {
    googleSignIn: local || config.google !== undefined,
    phoneVerification: local || (config.smsApiUrl !== undefined && config.smsApiToken !== undefined),
    metrics: local || config.metricsToken !== undefined,
  };
}

/** The line logged at start, naming each feature that is off and what would turn it on; undefined when all are on. */
export function featuresOffLine(features: OptionalFeatures): string | undefined {
  const off = (Object.keys(settings) as (keyof OptionalFeatures)[]).filter((key) => !features[key]);
  if (off.length === 0) return undefined;
  return `optional features off: ${off
    .map((key) => `${settings[key].name} (set ${settings[key].variables})`)
    .join('; ')}`;
}
