import { errorMessage } from '@northgate/api-client';
import { staffMay, type FailedMessage } from '@northgate/contracts';
import { Button } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffData } from '../../components/use-staff-data.ts';
import { useStaffClient, useStaffMember } from '../../session/staff-context.tsx';
import { MessageDelivery } from './message-delivery.tsx';

/** Admins: who revealed personal data or downloaded a document, and the messages that could not be sent. */
export function AdminPage({ auditPage }: { auditPage: number }) {
  const me = useStaffMember();
  usePageTitle('Audit log and failed messages');
  if (!staffMay(me.role, 'administer')) {
    return (
      <>
        <h1 className={page.pageTitle}>Audit log and failed messages</h1>
        <p>Only admins can see the audit log and failed messages.</p>
      </>
    );
  }
  return (
    <>
      <h1 className={page.pageTitle}>Audit log and failed messages</h1>
      <AuditLog pageNumber={auditPage} />
      <MessageDelivery />
      <FailedMessages />
    </>
  );
}

function AuditLog({ pageNumber }: { pageNumber: number }) {
  const client = useStaffClient();
  const log = useStaffData(`audit-${pageNumber}`, (signal) =>
    client.staffAuditLog({ page: String(pageNumber) }, { signal }),
  );
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section className={page.section} aria-labelledby="audit-title">
      <h2 id="audit-title" className={page.sectionTitle}>
        Audit log
      </h2>
      <p className={page.muted}>Every reveal of personal data and every document download, newest first.</p>
      {log.error ? (
        <p role="alert" className={page.errorText}>
          {log.error}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p>Nothing has been revealed or downloaded yet.</p> : null}
      {data && data.items.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>{`Audit log, page ${data.page} of ${pages}`}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Application</th>
                <th scope="col">From address</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.at)}</td>
                  <td>{item.staff.name}</td>
                  <td>{item.what}</td>
                  <td>
                    <Link to="/applications/$applicationId" params={{ applicationId: item.application_id }}>
                      {item.reference}
                    </Link>
                  </td>
                  <td>{item.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Audit log pages" className={page.actions}>
          {data.page > 1 ? (
            <Link to="/admin" search={{ page: data.page - 1 }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {data.page} of {pages}
          </span>
          {data.page < pages ? (
            <Link to="/admin" search={{ page: data.page + 1 }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function FailedMessages() {
  const client = useStaffClient();
  const failed = useStaffData('failed-messages', (signal) => client.staffFailedMessages({ signal }));
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const retry = async (message: FailedMessage) => {
    setProblem(null);
    try {
      await client.staffRetryMessage(message.id);
      setNotice(`The message to ${message.recipient} is queued again.`);
      failed.reload();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const messages = failed.data?.messages;
  return (
    <section className={page.section} aria-labelledby="failed-title">
      <h2 id="failed-title" className={page.sectionTitle}>
        Failed messages
      </h2>
      <p className={page.muted}>
        Emails and text messages given up when their retry window ended. Their contents are not shown: they
        may hold a one-time code. A notice can be queued again; a code cannot (it has expired).
      </p>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      {failed.error || problem ? (
        <p role="alert" className={page.errorText}>
          {problem ?? failed.error}
        </p>
      ) : null}
      {messages && messages.length === 0 ? <p>No messages have failed.</p> : null}
      {messages && messages.length > 0 ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>Failed messages, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Tries</th>
                <th scope="col">Last error</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatDateTime(message.created_at)}</td>
                  <td>
                    {message.recipient} ({message.channel === 'sms' ? 'text message' : 'email'})
                  </td>
                  <td>{message.subject ?? 'No subject'}</td>
                  <td>{message.attempts}</td>
                  <td>{message.last_error ?? 'Not recorded'}</td>
                  <td>
                    {message.retryable ? (
                      <Button
                        variant="secondary"
                        aria-label={`Retry the message to ${message.recipient}`}
                        onClick={() => void retry(message)}
                      >
                        Retry
                      </Button>
                    ) : (
                      'Cannot be sent again (an expired code, or contents removed)'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
