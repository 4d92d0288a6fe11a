import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../index.ts';
import { errorMessage, ApiError } from '../errors.ts';
import { createMemoryTokenStore, type Session } from '../session.ts';
import type { NetworkLog } from './network-log.ts';

export interface CallDemoProps {
  /** What the button says, e.g. 'Load the profile'. */
  action: string;
  /** The call(s) to make with a fresh client. */
  run: (api: ApiClient) => Promise<unknown>;
  log: NetworkLog;
  /** The session stored before the call (null: signed out). */
  session?: Session | null;
  children?: ReactNode;
}

type Outcome = { kind: 'answer'; text: string } | { kind: 'error'; text: string; status: string };

function describeError(error: unknown): Outcome {
  const status =
    error instanceof ApiError ? (error.status === null ? 'no response' : `status ${error.status}`) : 'thrown';
  return { kind: 'error', text: errorMessage(error), status };
}

/**
 * Story-only: a real api-client against the Mock Service Worker. Shows what the call gave the app
 * (the answer, or the error text the app puts in its toast), the session left in the token store,
 * and every request the mock server received.
 */
export function CallDemo({ action, run, log, session = null, children }: CallDemoProps) {
  const [expiredCount, setExpiredCount] = useState(0);
  const [store] = useState(() => createMemoryTokenStore(session));
  const [api] = useState(() =>
    createApiClient({ tokenStore: store, onSessionExpired: () => setExpiredCount((n) => n + 1) }),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stored, setStored] = useState(session);
  const entries = useSyncExternalStore(log.subscribe, log.entries);
  const captionId = useId();

  async function send() {
    setOutcome(null);
    try {
      const answer = await run(api);
      setOutcome({ kind: 'answer', text: JSON.stringify(answer) });
    } catch (error) {
      setOutcome(describeError(error));
    }
    setStored(store.get());
  }

  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '56rem' }}>
      {children}
      <div>
        <button type="button" onClick={() => void send()}>
          {action}
        </button>
      </div>
      <dl aria-label="Outcome" style={{ margin: 0 }}>
        <dt>What the app received</dt>
        <dd data-testid="outcome">
          {outcome === null
            ? 'Nothing yet'
            : outcome.kind === 'answer'
              ? `Answer: ${outcome.text}`
              : `Error: ${outcome.text} (${outcome.status})`}
        </dd>
        <dt>Stored session</dt>
        <dd data-testid="session">
          {stored
            ? `access token ${stored.access_token}, refresh token ${stored.refresh_token ?? 'none'}`
            : 'Signed out'}
        </dd>
        <dt>Times the app was told the session expired</dt>
        <dd data-testid="expired">{expiredCount}</dd>
      </dl>
      <table aria-labelledby={captionId} style={{ borderCollapse: 'collapse', textAlign: 'left' }}>
        <caption id={captionId} style={{ textAlign: 'left', fontWeight: 600 }}>
          Requests the mock server received
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Method</th>
            <th scope="col">Path and query</th>
            <th scope="col">Authorization</th>
            <th scope="col">X-CSRF-Token</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{entry.method}</td>
              <td>
                <code>{entry.target}</code>
              </td>
              <td>{entry.authorization ?? '—'}</td>
              <td>{entry.csrfToken ?? '—'}</td>
              <td>{entry.status ?? 'no answer (network failure)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
