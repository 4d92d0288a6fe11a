import type { DraftSummary } from '@northgate/contracts';
import { Button, buttonClass, Dialog, visuallyHidden } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { applicationName, formatDateTime, progressText, startApplication } from './application-texts.ts';
import * as styles from './applications.css.ts';

export interface UnfinishedListProps {
  readonly drafts: readonly DraftSummary[];
  /** Resolves once the draft is gone; rejects with the message to show. */
  readonly onDiscard: (draft: DraftSummary) => Promise<void>;
  /** What an empty list says, e.g. "You have no unfinished pre-qualification." */
  readonly emptyText: string;
}

/**
 * Unfinished applications: each with its flow, progress, last save, a Resume link to the
 * furthest step and Discard behind a confirmation dialog. After a discard focus moves to the
 * message saying so (the button that opened the dialog is gone).
 */
export function UnfinishedList({ drafts, onDiscard, emptyText }: UnfinishedListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const focusAnnouncement = useRef(false);
  // The list may be reloaded while the dialog is open: confirm the draft as it is now.
  const target = drafts.find((draft) => draft.flowId === confirming);

  useEffect(() => {
    if (focusAnnouncement.current && announcement) {
      focusAnnouncement.current = false;
      announcementRef.current?.focus();
    }
  }, [announcement]);

  const close = () => {
    if (busy) return;
    setConfirming(null);
    setProblem(null);
  };

  const confirm = async () => {
    if (target === undefined || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDiscard(target);
      focusAnnouncement.current = true;
      setAnnouncement(`Your ${applicationName(target.flowId).toLowerCase()} was discarded.`);
      setConfirming(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p ref={announcementRef} role="status" tabIndex={-1} className={styles.announcement}>
        {announcement}
      </p>
      {drafts.length === 0 ? (
        <EmptyApplications text={emptyText} />
      ) : (
        <ul className={styles.list} aria-label="Unfinished applications">
          {drafts.map((draft) => {
            const name = applicationName(draft.flowId);
            return (
              <li key={draft.flowId} className={styles.item}>
                <h2 className={styles.itemTitle}>{name}</h2>
                <dl className={styles.facts}>
                  <dt>Progress</dt>
                  <dd>{progressText(draft.progress)}</dd>
                  <dt>Last saved</dt>
                  <dd>
                    <time dateTime={draft.updatedAt}>{formatDateTime(draft.updatedAt)}</time>
                  </dd>
                  <dt>Continue at</dt>
                  <dd>{draft.resumeStep.title}</dd>
                </dl>
                <div className={styles.actions}>
                  <Link to={draft.resumeStep.path} className={buttonClass({ variant: 'primary' })}>
                    Resume<span className={visuallyHidden}> your {name.toLowerCase()}</span>
                  </Link>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setProblem(null);
                      setConfirming(draft.flowId);
                    }}
                  >
                    Discard<span className={visuallyHidden}> your {name.toLowerCase()}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={target !== undefined}
        onClose={close}
        title="Discard this application?"
        actions={
          <>
            <Button variant="secondary" onClick={close} aria-disabled={busy}>
              Keep it
            </Button>
            <Button onClick={() => void confirm()} aria-busy={busy} aria-disabled={busy}>
              Discard
            </Button>
          </>
        }
      >
        {target && (
          <p className={styles.paragraph}>
            Your answers to the {applicationName(target.flowId).toLowerCase()}, last saved{' '}
            {formatDateTime(target.updatedAt)}, will be deleted. This cannot be undone. Applications you have
            already sent us are not affected.
          </p>
        )}
        {problem && (
          <p role="alert" className={styles.dialogError}>
            {problem}
          </p>
        )}
      </Dialog>
    </>
  );
}

/** An empty list says so plainly and offers a way to start. */
export function EmptyApplications({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.paragraph}>{text}</p>
      <Link to={startApplication.path} className={buttonClass({ variant: 'primary' })}>
        {startApplication.label}
      </Link>
    </div>
  );
}
