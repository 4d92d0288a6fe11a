import type { SubmittedApplication } from '@northgate/form-engine/react';
import { pages, site, type FlowId } from '@northgate/site-config';
import { buttonClass } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PdfCopyButton } from '../../../components/pdf-copy/pdf-copy-button.tsx';
import * as styles from './application-confirmation.css.ts';

/** Where a borrower finds the applications they have sent (the profile's submitted list). */
export const submittedApplicationsPath = '/profile/longFormComplete';

const submittedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

interface Props {
  readonly flowId: FlowId;
  readonly application: SubmittedApplication;
  /** A guest's application joins their account when they log in on this device. */
  readonly signedIn: boolean;
}

/**
 * What the borrower sees once an application is submitted: its reference and date, what happens
 * next, and where to go on. Focus moves to the heading, so a screen reader announces the outcome
 * and keyboard users continue from here.
 */
export function ApplicationConfirmation({ flowId, application, signedIn }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const flowName = pages[flowId].title.toLowerCase();

  return (
    <div className={styles.confirmation}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Thank you, we received your application
      </h1>
      <p className={styles.lead}>Your {flowName} is with our loan team.</p>

      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd className={styles.reference}>{application.reference}</dd>
        <dt>Submitted</dt>
        <dd>
          <time dateTime={application.submittedAt}>
            {submittedDate.format(new Date(application.submittedAt))}
          </time>
        </dd>
      </dl>

      <section aria-labelledby="confirmation-next-steps" className={styles.section}>
        <h2 id="confirmation-next-steps" className={styles.heading}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>
            We are emailing you this reference. Quote it whenever you contact us about this application.
          </li>
          <li>Our loan team has been notified and will be in touch within one business day.</li>
          <li>
            {signedIn
              ? 'Your account lists this application with its reference and where it stands.'
              : 'Log in on this device and your account will list this application with its reference and where it stands.'}
          </li>
        </ol>
      </section>

      <p className={styles.lead}>
        Questions before then? Call <a href={site.phoneHref}>{site.phone}</a> ({site.hours}) or email{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>

      <div className={styles.actions}>
        <PdfCopyButton applicationId={application.applicationId} reference={application.reference} />
        <Link to={submittedApplicationsPath} className={buttonClass({ variant: 'primary' })}>
          See your submitted applications
        </Link>
        <Link to={pages.home.path} className={buttonClass({ variant: 'secondary' })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
