import type { StaffAdminEvent } from '@northgate/contracts';
import { formatDateTime } from '../../../components/labels.ts';
import * as page from '../../../components/page.css.ts';

/** The latest staff administration actions, newest first (ADR 0054). */
export function StaffEvents({ events }: { events: StaffAdminEvent[] }) {
  if (events.length === 0) return <p>No staff administration actions yet.</p>;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it.
    <div className={page.tableWrap} tabIndex={0} role="region" aria-label="Latest actions table">
      <table className={page.table}>
        <caption>{`The latest ${events.length} staff administration actions, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Staff member</th>
            <th scope="col">What</th>
            <th scope="col">From address</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{formatDateTime(event.at)}</td>
              <td>{event.actor.name}</td>
              <td>{event.member.name}</td>
              <td>{event.what}</td>
              <td>{event.ip ?? 'Command line'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
