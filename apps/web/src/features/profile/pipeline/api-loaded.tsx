import { Button } from '@northgate/ui';
import type { ReactNode } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import type { ApiData } from './use-api-data.ts';

/** Loading, a failed load with a retry, or the content once the data is in. */
export function ApiLoaded<T>({
  state,
  reload,
  what,
  children,
}: {
  readonly state: ApiData<T>;
  readonly reload: () => void;
  /** What is loading, e.g. "your loan offers". */
  readonly what: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (state.kind === 'loading') return <p role="status">Loading {what}…</p>;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className={listStyles.empty}>
        <p className={listStyles.paragraph}>
          We could not load {what}: {state.message}
        </p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
