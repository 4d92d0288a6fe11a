import type { ApplicationSummary, DocumentRequest } from '@northgate/contracts';
import { visuallyHidden } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { requestsOf, statusText } from '../pipeline/status-code.ts';
import { applicationName, formatDate } from './application-texts.ts';
import * as styles from './applications.css.ts';
import { EmptyApplications } from './unfinished-list.tsx';

/** Submitted applications with their reference, date and status; they cannot be discarded. */
export function SubmittedList({
  applications,
  requests = [],
}: {
  readonly applications: readonly ApplicationSummary[];
  /** The borrower's document requests, all applications; "what happens next" agrees with them. */
  readonly requests?: readonly DocumentRequest[];
}) {
  if (applications.length === 0) {
    return <EmptyApplications text="You have not sent us an application yet." />;
  }
  return (
    <ul className={styles.list} aria-label="Submitted applications">
      {applications.map((application) => {
        const status = statusText(application.status, requestsOf(requests, application.application_id));
        return (
          <li key={application.application_id} className={styles.item}>
            <h2 className={styles.itemTitle}>{applicationName(application.flow_id)}</h2>
            <dl className={styles.facts}>
              <dt>Reference</dt>
              <dd className={styles.reference}>{application.reference}</dd>
              <dt>Sent</dt>
              <dd>
                <time dateTime={application.submitted_at}>{formatDate(application.submitted_at)}</time>
              </dd>
              <dt>Status</dt>
              <dd>
                <span className={styles.status}>{status.label}</span>
              </dd>
            </dl>
            <p className={styles.paragraph}>What happens next: {status.next}</p>
            <Link to="/profile/longFormComplete" search={{ application: application.application_id }}>
              Status and timeline<span className={visuallyHidden}> of {application.reference}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
