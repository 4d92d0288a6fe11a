import { errorMessage } from '@northgate/api-client';
import {
  type ApplicationEvent,
  type DocumentRequest,
  type LoanCondition,
  type StaffApplication,
} from '@northgate/contracts';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import { formatDate, formatDateTime, statusLabel } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

type StaffDocument = StaffApplication['documents'][number];

const kilobytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The borrower's documents with a download each (downloads are audited), and the requests sent. */
export function DocumentsSection({
  documents,
  requests,
  conditions = [],
  download,
}: {
  documents: StaffDocument[];
  requests: DocumentRequest[];
  /** Conditions whose uploads may be among the documents. */
  conditions?: LoanCondition[];
  download: (document: StaffDocument) => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const requestName = (id: string | null) =>
    requests.find((request) => request.id === id)?.name ??
    conditions.find((condition) => condition.upload?.id === id)?.title;
  return (
    <section className={page.section} aria-labelledby="documents-title">
      <h2 id="documents-title" className={page.sectionTitle}>
        Documents
      </h2>
      {documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <ul className={page.stack} style={{ listStyle: 'none', padding: 0 }}>
          {documents.map((document) => (
            <li key={document.id} className={page.actions}>
              <span>
                <strong>{document.file_name}</strong>{' '}
                <span className={page.muted}>
                  {kilobytes(document.size)}, uploaded {formatDate(document.uploaded_at)}
                  {document.request_id ? `, for “${requestName(document.request_id) ?? 'a request'}”` : ''}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Download ${document.file_name}`}
                onClick={() => {
                  setProblem(null);
                  download(document).catch((error: unknown) => setProblem(errorMessage(error)));
                }}
              >
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
      <h3>Document requests</h3>
      {requests.length === 0 ? (
        <p>No documents have been requested.</p>
      ) : (
        <ul>
          {requests.map((request) => (
            <li key={request.id}>
              <strong>{request.name}</strong>, due {formatDate(request.due_date)}:{' '}
              {request.state === 'open'
                ? 'waiting for the borrower'
                : `answered ${request.answered_at ? formatDate(request.answered_at) : ''}`.trim()}
              {request.description ? <div className={page.muted}>{request.description}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const EVENT_TEXT: Record<ApplicationEvent['kind'], string> = {
  submitted: 'Application submitted',
  status_changed: 'Status changed',
  document_requested: 'Document requested',
  document_received: 'Document received',
  offer_issued: 'Offer issued',
  offer_accepted: 'Offer accepted',
  offer_declined: 'Offer declined',
  offer_withdrawn: 'Offer withdrawn',
  offer_superseded: 'Other open offers closed by the acceptance',
  term_sheet_signed: 'Term sheet signed',
  assigned: 'Assignee changed',
  condition_added: 'Condition added',
  condition_cleared: 'Condition cleared',
  condition_reopened: 'Condition reopened',
  closing_scheduled: 'Closing scheduled',
  closing_rescheduled: 'Closing rescheduled',
  loan_funded: 'Loan funded',
  payoff_requested: 'Payoff statement requested',
  payoff_answered: 'Payoff statement sent',
  rehab_budget_approved: 'Rehab budget approved',
  draw_requested: 'Draw requested',
  draw_inspected: 'Draw inspected',
  draw_approved: 'Draw approved',
  draw_paid: 'Draw paid',
  draw_declined: 'Draw declined',
};

const byWhom = (event: ApplicationEvent) =>
  event.actor === 'staff'
    ? (event.staff_name ?? 'Staff')
    : event.actor === 'borrower'
      ? 'The borrower'
      : 'Automatically';

/** What happened to the application, oldest first. */
export function TimelineSection({ events }: { events: ApplicationEvent[] }) {
  return (
    <section className={page.section} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={page.sectionTitle}>
        Timeline
      </h2>
      {events.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className={page.stack}>
          {events.map((event) => (
            <li key={event.id}>
              <strong>{EVENT_TEXT[event.kind]}</strong>
              {event.kind === 'status_changed' ? ` to ${statusLabel(event.status)}` : ''}
              <div className={page.muted}>
                {byWhom(event)}, <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </div>
              {event.note ? (
                <div>
                  {event.kind === 'status_changed' ? `Note to the borrower: ${event.note}` : event.note}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
