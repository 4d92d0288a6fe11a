import type { BorrowerApplication } from '@northgate/contracts';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import { applicationName, formatDate } from '../applications/application-texts.ts';
import * as listStyles from '../applications/applications.css.ts';
import * as profileStyles from '../profile.css.ts';
import { PdfCopyButton } from '../../../components/pdf-copy/pdf-copy-button.tsx';
import { ApiLoaded } from './api-loaded.tsx';
import { ConditionsList } from './conditions-list.tsx';
import { DocumentRequestList } from './document-request-list.tsx';
import { OfferCard } from './offer-card.tsx';
import { ClosingSection, FundedLoanSection } from './closing-funding-sections.tsx';
import { PayoffSection } from './payoff-section.tsx';
import {
  answerOffer,
  documentRequestActions,
  rehabActions,
  requestPayoff,
  termSheetActions,
} from './pipeline-api.ts';
import { RehabSection } from './rehab-section.tsx';
import { TermSheetSection } from './term-sheet-section.tsx';
import * as styles from './pipeline.css.ts';
import { statusText } from './status-code.ts';
import { SubmittedAnswers } from './submitted-answers.tsx';
import { Timeline } from './timeline.tsx';
import { useApiData } from './use-api-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/profile/longFormComplete?application=<id>`, the spec's application status item: one
 * application's status, what happens next, document requests, offers and timeline.
 */
export function ApplicationPage({ applicationId }: { readonly applicationId: string }) {
  const known = UUID.test(applicationId);
  const { state, reload } = useApiData(
    (api) => (known ? api.getApplication(applicationId) : Promise.reject(new Error('not an id'))),
    applicationId,
  );
  useDocumentTitle(state.kind === 'ready' ? `Application ${state.data.reference}` : 'Your application');
  if (!known || (state.kind === 'failed' && state.status === 404)) {
    return (
      <section aria-labelledby="profile-section-title">
        <h1 id="profile-section-title" className={profileStyles.title}>
          Application not found
        </h1>
        <p className={profileStyles.sentence}>
          We found no application of yours at this address.{' '}
          <Link to="/profile/longFormComplete">See your submitted applications</Link>.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="profile-section-title">
      <p>
        <Link to="/profile/longFormComplete">All submitted applications</Link>
      </p>
      <ApiLoaded state={state} reload={reload} what="your application">
        {(application) => <ApplicationDetails application={application} reload={reload} />}
      </ApiLoaded>
    </section>
  );
}

export function ApplicationDetails({
  application,
  reload,
}: {
  readonly application: BorrowerApplication;
  readonly reload: () => void;
}) {
  const status = statusText(application.status, application.document_requests);
  return (
    <>
      <h1 id="profile-section-title" className={profileStyles.title}>
        {applicationName(application.flow_id)}{' '}
        <span className={listStyles.reference}>{application.reference}</span>
      </h1>
      <dl className={listStyles.facts}>
        <dt>Sent</dt>
        <dd>
          <time dateTime={application.submitted_at}>{formatDate(application.submitted_at)}</time>
        </dd>
        <dt>Status</dt>
        <dd>
          <span className={listStyles.status}>{status.label}</span>
        </dd>
      </dl>
      <p className={profileStyles.sentence}>What happens next: {status.next}</p>
      <div className={profileStyles.sentence}>
        <p>A copy of what you signed, with the record of your electronic signature:</p>
        <PdfCopyButton applicationId={application.application_id} reference={application.reference} />
      </div>

      {application.funded_loan !== null && <FundedLoanSection loan={application.funded_loan} />}
      {application.status === 'funded' || application.payoff_requests.length > 0 ? (
        <PayoffSection
          applicationId={application.application_id}
          requests={application.payoff_requests}
          request={requestPayoff}
          onChanged={reload}
        />
      ) : null}
      {application.status === 'closing' && application.closing !== null && (
        <ClosingSection closing={application.closing} />
      )}

      {application.term_sheet !== null && (
        <TermSheetSection termSheet={application.term_sheet} actions={termSheetActions} onChanged={reload} />
      )}

      {application.document_requests.length > 0 && (
        <section aria-labelledby="requests-title" className={styles.section}>
          <h2 id="requests-title" className={styles.sectionTitle}>
            Documents we asked for
          </h2>
          <DocumentRequestList
            requests={application.document_requests}
            actions={documentRequestActions}
            onAnswered={reload}
          />
        </section>
      )}

      {application.conditions.length > 0 && (
        <section aria-labelledby="conditions-title" className={styles.section}>
          <h2 id="conditions-title" className={styles.sectionTitle}>
            Conditions
          </h2>
          <ConditionsList
            conditions={application.conditions}
            actions={documentRequestActions}
            onAnswered={reload}
          />
        </section>
      )}

      {application.offers.length > 0 && (
        <section aria-labelledby="offers-title" className={styles.section}>
          <h2 id="offers-title" className={styles.sectionTitle}>
            Loan offers
          </h2>
          <ul className={listStyles.list} aria-label="Offers for this application">
            {application.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                onAnswer={answerOffer}
                onChanged={reload}
                headingLevel={3}
              />
            ))}
          </ul>
        </section>
      )}

      <RehabLoader applicationId={application.application_id} onChanged={reload} />

      <section aria-labelledby="timeline-title" className={styles.section}>
        <h2 id="timeline-title" className={styles.sectionTitle}>
          Timeline
        </h2>
        <Timeline events={application.timeline} />
      </section>

      <SubmittedAnswers steps={application.steps} />
    </>
  );
}

/** The rehab budget and draws of a short-term loan (ADR 0061); nothing for other loans. */
function RehabLoader({
  applicationId,
  onChanged,
}: {
  readonly applicationId: string;
  readonly onChanged: () => void;
}) {
  const { state, reload } = useApiData((api) => api.getRehab(applicationId), `rehab-${applicationId}`);
  if (state.kind !== 'ready' || !state.data.eligible) return null;
  return (
    <RehabSection
      rehab={state.data}
      actions={rehabActions}
      onChanged={() => {
        reload();
        // The timeline shows the new step too.
        onChanged();
      }}
    />
  );
}
