import type { ApplicationSummary, DocumentRequest, DraftSummary } from '@northgate/contracts';
import { buttonClass } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import {
  applicationName,
  formatDate,
  formatDateTime,
  progressText,
  startApplication,
} from './application-texts.ts';
import { requestsOf, statusText } from '../pipeline/status-code.ts';
import * as styles from './applications.css.ts';

export interface NextStepProps {
  /** Most recently saved first. */
  readonly drafts: readonly DraftSummary[];
  /** Newest first. */
  readonly applications: readonly ApplicationSummary[];
  /** The borrower's document requests, all applications; "Next" agrees with them. */
  readonly requests?: readonly DocumentRequest[];
}

/** The profile page of the borrower's unfinished applications of this flow. */
export function unfinishedPagePath(flowId: string) {
  return flowId === 'shortQuiz' ? '/profile/shortFormUnfinished' : '/profile/longFormUnfinished';
}

/**
 * The overview's answer to "where does my application stand, and what do I do now?": the most
 * recent of the borrower's applications, sent or not, and the next step for it.
 */
export function NextStep({ drafts, applications, requests = [] }: NextStepProps) {
  const titleId = useId();
  const [draft] = drafts;
  const [sent] = applications;
  const draftIsLatest = draft !== undefined && (sent === undefined || draft.updatedAt > sent.submitted_at);

  return (
    <section aria-labelledby={titleId} className={styles.nextCard}>
      <h2 id={titleId} className={styles.nextTitle}>
        Your latest application
      </h2>
      {draftIsLatest ? (
        <>
          <p className={styles.paragraph}>
            <strong>{applicationName(draft.flowId)}</strong>: not sent yet. {progressText(draft.progress)},
            last saved <time dateTime={draft.updatedAt}>{formatDateTime(draft.updatedAt)}</time>.
          </p>
          <p className={styles.paragraph}>
            Next: finish it. Your answers are saved; you continue at “{draft.resumeStep.title}”.
          </p>
          <Link to={draft.resumeStep.path} className={buttonClass({ variant: 'primary' })}>
            Resume your {applicationName(draft.flowId).toLowerCase()}
          </Link>
        </>
      ) : sent !== undefined ? (
        <>
          <p className={styles.paragraph}>
            <strong>{applicationName(sent.flow_id)}</strong>, reference{' '}
            <span className={styles.reference}>{sent.reference}</span>:{' '}
            <span className={styles.status}>{statusText(sent.status).label}</span>, sent{' '}
            <time dateTime={sent.submitted_at}>{formatDate(sent.submitted_at)}</time>.
          </p>
          <p className={styles.paragraph}>
            Next: {statusText(sent.status, requestsOf(requests, sent.application_id)).next}
          </p>
          {sent.status === 'offer_issued' && (
            <Link to="/profile/loanOffers" className={buttonClass({ variant: 'primary' })}>
              Review your loan offer
            </Link>
          )}
          <Link to="/profile/longFormComplete" search={{ application: sent.application_id }}>
            Status and timeline of {sent.reference}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.paragraph}>You have not started an application yet.</p>
          <Link to={startApplication.path} className={buttonClass({ variant: 'primary' })}>
            {startApplication.label}
          </Link>
        </>
      )}
      {!draftIsLatest && draft !== undefined && (
        <p className={styles.paragraph}>
          You also have{' '}
          <Link to={unfinishedPagePath(draft.flowId)}>
            {drafts.length === 1 ? 'an unfinished application' : `${drafts.length} unfinished applications`}
          </Link>
          .
        </p>
      )}
    </section>
  );
}
