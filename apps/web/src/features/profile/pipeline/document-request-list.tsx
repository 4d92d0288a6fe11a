import type { DocumentRequest } from '@northgate/contracts';
import { useEffect, useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { DocumentRequestItem, type DocumentRequestActions } from './document-request-item.tsx';

/**
 * Document requests as a list; an answered request takes its new state in place (the server's
 * answer), and `onAnswered` lets the page reload what else changed (status, timeline).
 */
export function DocumentRequestList({
  requests,
  actions,
  onAnswered,
  label = 'Document requests',
}: {
  readonly requests: readonly DocumentRequest[];
  readonly actions: DocumentRequestActions;
  readonly onAnswered?: () => void;
  readonly label?: string;
}) {
  const [list, setList] = useState(requests);
  useEffect(() => setList(requests), [requests]);
  return (
    <ul className={listStyles.list} aria-label={label}>
      {list.map((request) => (
        <DocumentRequestItem
          key={request.id}
          request={request}
          actions={actions}
          onAnswered={(answered) => {
            setList((before) => before.map((r) => (r.id === answered.id ? answered : r)));
            onAnswered?.();
          }}
        />
      ))}
    </ul>
  );
}
