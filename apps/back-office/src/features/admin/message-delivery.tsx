import type { DeliveryPolicy, OutboxMessage, StaffMessagesResponse } from '@northgate/contracts';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { useStaffData } from '../../components/use-staff-data.ts';
import { useStaffClient } from '../../session/staff-context.tsx';

const kindNames: Record<DeliveryPolicy['kind'], string> = {
  'one-time-code': 'Verification codes',
  notice: 'Notices (applications, leads, account changes)',
};

const stateNames: Record<OutboxMessage['state'], string> = {
  'waiting-to-retry': 'Waiting to retry',
  sending: 'Sending',
  sent: 'Sent',
  'given-up': 'Given up',
};

/** "24 hours", "15 minutes", "30 seconds": the largest whole unit. */
export function formatDuration(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}

function keepsTrying(policy: DeliveryPolicy): string {
  return policy.until_code_expires
    ? 'Until the code expires (a late code is useless)'
    : `For ${formatDuration(policy.keep_trying_seconds)} after it is queued`;
}

function stateOf(message: OutboxMessage): string {
  if (message.state === 'waiting-to-retry' && message.next_attempt_at !== null && message.attempts > 0)
    return `${stateNames[message.state]} at ${formatDateTime(message.next_attempt_at)}`;
  if (message.state === 'waiting-to-retry') return 'Waiting to be sent';
  if (message.state === 'sent' && message.sent_at !== null) return `Sent ${formatDateTime(message.sent_at)}`;
  return stateNames[message.state];
}

/**
 * Admins: how each kind of message is retried, and where the latest messages stand (waiting to
 * retry, sent, given up), so an outage's effect can be seen. Bodies are never shown.
 */
export function MessageDelivery() {
  const client = useStaffClient();
  const delivery = useStaffData('message-delivery', (signal) => client.staffMessages({ signal }));
  return <MessageDeliveryView data={delivery.data} error={delivery.error} />;
}

export function MessageDeliveryView({
  data,
  error,
}: {
  data: StaffMessagesResponse | undefined;
  error: string | null;
}) {
  return (
    <section className={page.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={page.sectionTitle}>
        Message delivery
      </h2>
      <p className={page.muted}>
        A message that cannot be sent is tried again, waiting longer after each failure, until its retry
        window ends; then it is given up.
      </p>
      {error ? (
        <p role="alert" className={page.errorText}>
          {error}
        </p>
      ) : null}
      {data ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>Delivery policy of each kind of message</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Keeps trying</th>
                <th scope="col">Waits between tries</th>
              </tr>
            </thead>
            <tbody>
              {data.policies.map((policy) => (
                <tr key={policy.kind}>
                  <th scope="row">{kindNames[policy.kind]}</th>
                  <td>{keepsTrying(policy)}</td>
                  <td>
                    {formatDuration(policy.first_wait_seconds)} at first, doubling up to{' '}
                    {formatDuration(policy.longest_wait_seconds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.messages.length === 0 ? <p>No messages yet.</p> : null}
      {data && data.messages.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>Latest messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">Kind</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">State</th>
                <th scope="col">Tries</th>
                <th scope="col">Gives up</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {data.messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatDateTime(message.created_at)}</td>
                  <td>{message.kind === 'one-time-code' ? 'Code' : 'Notice'}</td>
                  <td>
                    {message.recipient} ({message.channel === 'sms' ? 'text message' : 'email'})
                  </td>
                  <td>{message.subject ?? 'No subject'}</td>
                  <td>{stateOf(message)}</td>
                  <td>{message.attempts}</td>
                  <td>{message.state === 'sent' ? '—' : formatDateTime(message.give_up_at)}</td>
                  <td>{message.last_error ?? 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
