import { DeliveryError } from './delivery.ts';

export interface SmsMessage {
  /** E.164, e.g. +15550100199. */
  to: string;
  text: string;
  /** The outbox message's idempotency key, passed on so the provider can drop a repeat. */
  idempotencyKey?: string;
}

/**
 * Where outgoing text messages go: the provider's HTTP API in production; locally the outbox row
 * itself is the captured message (the dev outbox shows the table).
 */
export interface SmsSender {
  readonly kind: 'http' | 'outbox' | 'unconfigured';
  send(message: SmsMessage): Promise<void>;
}

/**
 * A provider that accepts `POST {to, text}` as JSON with a bearer token (adapt the body in
 * this one place for a specific provider).
 */
export function createHttpSmsSender(apiUrl: string, apiToken: string): SmsSender {
  return {
    kind: 'http',
    async send(message) {
      const response = await fetch(apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${apiToken}`,
          ...(message.idempotencyKey === undefined ? {} : { 'idempotency-key': message.idempotencyKey }),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new DeliveryError(`SMS provider answered ${response.status}`);
    },
  };
}

export function createOutboxSmsSender(): SmsSender {
  return { kind: 'outbox', send: async () => undefined };
}

/** Production without SMS_API_URL: phone verification is off (ADR 0049), so nothing should be texted. */
export function createUnconfiguredSmsSender(): SmsSender {
  return {
    kind: 'unconfigured',
    send: async () => {
      throw new DeliveryError('No SMS provider is configured (SMS_API_URL, SMS_API_TOKEN)');
    },
  };
}
