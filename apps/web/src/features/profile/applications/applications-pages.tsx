import { Button } from '@northgate/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import * as profileStyles from '../profile.css.ts';
import { profileSectionTitles } from '../profile-sections.tsx';
import * as styles from './applications.css.ts';
import { ProfileDocumentRequests } from '../pipeline/open-document-requests.tsx';
import { NextStep } from './next-step.tsx';
import { SubmittedList } from './submitted-list.tsx';
import { UnfinishedList } from './unfinished-list.tsx';
import { useMyApplications, type MyApplications } from './use-my-applications.ts';

type Ready = Extract<MyApplications, { kind: 'ready' }>;

/** Loading, a failed load with a retry, or the content once both lists are in. */
function Loaded({
  state,
  reload,
  children,
}: {
  state: MyApplications;
  reload: () => void;
  children: (ready: Ready) => ReactNode;
}) {
  if (state.kind === 'loading') return <p role="status">Loading your applications…</p>;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className={styles.empty}>
        <p className={styles.paragraph}>We could not load your applications: {state.message}</p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state)}</>;
}

function SectionHeading({ section }: { section: keyof typeof profileSectionTitles }) {
  const { title, sentence } = profileSectionTitles[section];
  useDocumentTitle(title);
  return (
    <>
      <h1 id="profile-section-title" className={profileStyles.title}>
        {title}
      </h1>
      <p className={profileStyles.sentence}>{sentence}</p>
    </>
  );
}

const unfinishedPages = {
  shortFormUnfinished: {
    flows: (flowId: string) => flowId === 'shortQuiz',
    empty: 'You have no unfinished pre-qualification.',
  },
  longFormUnfinished: {
    flows: (flowId: string) => flowId !== 'shortQuiz',
    empty: 'You have no unfinished applications.',
  },
} as const;

/** `/profile/shortFormUnfinished` (the short quiz) and `/profile/longFormUnfinished` (the other four flows). */
export function UnfinishedApplicationsPage({ section }: { section: keyof typeof unfinishedPages }) {
  const { state, reload, discard } = useMyApplications();
  const page = unfinishedPages[section];
  return (
    <section aria-labelledby="profile-section-title">
      <SectionHeading section={section} />
      <Loaded state={state} reload={reload}>
        {({ drafts }) => (
          <UnfinishedList
            drafts={drafts.filter((draft) => page.flows(draft.flowId))}
            onDiscard={discard}
            emptyText={page.empty}
          />
        )}
      </Loaded>
    </section>
  );
}

/** `/profile/longFormComplete`: every submitted application, whatever its flow. */
export function SubmittedApplicationsPage() {
  const { state, reload } = useMyApplications();
  return (
    <section aria-labelledby="profile-section-title">
      <SectionHeading section="longFormComplete" />
      <Loaded state={state} reload={reload}>
        {({ applications, requests }) => <SubmittedList applications={applications} requests={requests} />}
      </Loaded>
    </section>
  );
}

/**
 * The overview's documents asked for, then the latest application and what to do next: both
 * from one load, so sending the last document changes both at once.
 */
export function LatestApplication() {
  const { state, reload } = useMyApplications();
  return (
    <Loaded state={state} reload={reload}>
      {({ drafts, applications, requests }) => (
        <>
          <ProfileDocumentRequests requests={requests} onAnswered={reload} />
          <NextStep drafts={drafts} applications={applications} requests={requests} />
        </>
      )}
    </Loaded>
  );
}
