import { Spinner } from '@northgate/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import * as page from '../../components/page.css.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffData } from '../../components/use-staff-data.ts';
import { useStaffClient } from '../../session/staff-context.tsx';
import { QueueFilters } from './queue-filters.tsx';
import { pageCount, queueQuery, type QueueSearch } from './queue-search.ts';
import { QueueTable } from './queue-table.tsx';

/** The queue: every flow's submitted applications, newest first, searchable and filtered. */
export function QueuePage({ search }: { search: QueueSearch }) {
  const client = useStaffClient();
  const navigate = useNavigate();
  usePageTitle('Application queue');
  const query = queueQuery(search);
  const queue = useStaffData(JSON.stringify(query), (signal) => client.staffQueue(query, { signal }));
  const staff = useStaffData('staff', (signal) => client.staffList({ signal }));
  const staffOptions = (staff.data?.staff ?? [])
    .filter((member) => !member.disabled)
    .map((member) => ({ id: member.id, name: `${member.first_name} ${member.last_name}`.trim() }));

  const data = queue.data;
  const current = data?.page ?? 1;
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const first = data && data.total > 0 ? (current - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;
  const filtered = Object.keys(search).some((key) => key !== 'page');

  return (
    <>
      <h1 className={page.pageTitle}>Application queue</h1>
      <QueueFilters
        search={search}
        staff={staffOptions}
        onApply={(next) => void navigate({ to: '/', search: next })}
      />
      <p role="status" aria-live="polite">
        {queue.loading && !data ? (
          <>
            <Spinner /> Loading the queue…
          </>
        ) : null}
        {data
          ? data.total === 0
            ? filtered
              ? 'No applications match these filters.'
              : 'No applications have been submitted yet.'
            : `Showing ${first}–${last} of ${data.total} ${data.total === 1 ? 'application' : 'applications'}, newest first.`
          : null}
      </p>
      {queue.error ? <p className={page.errorText}>{queue.error}</p> : null}
      {data && data.items.length > 0 ? (
        <QueueTable items={data.items} caption={`Applications, page ${current} of ${pages}`} />
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Queue pages" className={page.actions} style={{ marginTop: '1rem' }}>
          {current > 1 ? (
            <Link to="/" search={{ ...search, page: current - 1 > 1 ? current - 1 : undefined }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {current} of {pages}
          </span>
          {current < pages ? (
            <Link to="/" search={{ ...search, page: current + 1 }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
