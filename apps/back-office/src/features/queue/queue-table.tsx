import type { QueueItem } from '@northgate/contracts';
import { Link } from '@tanstack/react-router';
import { flowLabel, formatDate, statusLabel } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

/** One page of the queue as a table: each reference opens the application. */
export function QueueTable({ items, caption }: { items: QueueItem[]; caption: string }) {
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Borrower</th>
            <th scope="col">Flow</th>
            <th scope="col">Status</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Submitted</th>
            <th scope="col">Open requests</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.application_id}>
              <th scope="row">
                <Link to="/applications/$applicationId" params={{ applicationId: item.application_id }}>
                  {item.reference}
                </Link>
              </th>
              <td>
                {item.borrower_name || 'No name given'}
                {item.borrower_email ? (
                  <>
                    <br />
                    <span className={page.muted}>{item.borrower_email}</span>
                  </>
                ) : null}
              </td>
              <td>{flowLabel(item.flow_id)}</td>
              <td>
                <span className={page.badge}>{statusLabel(item.status)}</span>
              </td>
              <td>{item.assignee?.name ?? 'Unassigned'}</td>
              <td>{formatDate(item.submitted_at)}</td>
              <td>{item.open_document_requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
