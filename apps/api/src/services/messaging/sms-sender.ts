import type { Outbox } from './outbox.ts';

export interface SmsMessage {
  /** E.164, e.g. +15550100199. */
  to: string;
  text: string;
}

/** Where outgoing text messages go: the provider's HTTP API in production, the dev outbox locally. */
export interface SmsSender {
  readonly kind: 'http' | 'outbox';
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
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiToken}` },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    kind: 'outbox',
    send: (message) => outbox.add('sms', message.to, null, message.text),
  };
}
