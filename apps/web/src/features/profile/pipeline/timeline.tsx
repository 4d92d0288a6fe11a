import type { ApplicationEvent } from '@northgate/contracts';
import { formatDateTime } from '../applications/application-texts.ts';
import * as styles from './pipeline.css.ts';
import { eventNote, eventTitle } from './pipeline-texts.ts';

/** What happened to an application, newest first: status changes with staff notes, requests, offers. */
export function Timeline({ events }: { readonly events: readonly ApplicationEvent[] }) {
  const newestFirst = [...events].reverse();
  if (newestFirst.length === 0) return <p className={styles.muted}>Nothing has happened yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Timeline, newest first">
      {newestFirst.map((event) => {
        const note = eventNote(event);
        return (
          <li key={event.id} className={styles.timelineItem}>
            <p className={styles.timelineTitle}>{eventTitle(event)}</p>
            <p className={styles.muted}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {note && <p className={styles.note}>Note from your loan officer: {note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
