import { Spinner } from '@northgate/ui';

/** Where a code's message stands, as the page may truthfully say it. */
export type CodeDelivery = 'checking' | 'sending' | 'delivered' | 'not-delivered' | 'failed';

const sentWords = { sms: 'texted', email: 'emailed' } as const;

/**
 * The sentence above a code box. "We emailed" only once the server says the message went out;
 * before that, that it has not gone out yet and is still being tried.
 */
export function CodeSentLead({
  delivery,
  channel,
  sentTo,
  lifetimeMinutes = 10,
  className,
}: {
  delivery: CodeDelivery;
  channel: 'sms' | 'email';
  sentTo: string;
  lifetimeMinutes?: number;
  className?: string | undefined;
}) {
  const busy = delivery === 'checking' || delivery === 'sending';
  return (
    <p className={className} role={delivery === 'failed' ? undefined : 'status'} aria-busy={busy}>
      {delivery === 'checking' && (
        <>
          <Spinner /> Looking for the code sent to {sentTo}…
        </>
      )}
      {delivery === 'sending' && (
        <>
          <Spinner /> Sending a code to {sentTo}…
        </>
      )}
      {delivery === 'delivered' && (
        <>
          We {sentWords[channel]} a 6-digit code to <strong>{sentTo}</strong>. It works for {lifetimeMinutes}{' '}
          minutes.
        </>
      )}
      {delivery === 'not-delivered' && (
        <>
          We could not send the code to <strong>{sentTo}</strong> yet. We keep trying, and this page says so
          as soon as it goes out. You can also ask for a new code.
        </>
      )}
      {delivery === 'failed' && (
        <>
          We could not send a code to <strong>{sentTo}</strong>.
        </>
      )}
    </p>
  );
}
