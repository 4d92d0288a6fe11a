import type { DocumentRequest } from '@northgate/contracts';
import * as styles from './pipeline.css.ts';
import { DocumentRequestList } from './document-request-list.tsx';
import { documentRequestActions } from './pipeline-api.ts';

/**
 * The overview's "documents we asked for": every document request across the borrower's
 * applications (open ones first, as the server orders them). Nothing at all when there are none.
 * `onAnswered` reloads the overview's data, so its other sentences agree with this list.
 */
export function ProfileDocumentRequests({
  requests,
  onAnswered,
}: {
  readonly requests: readonly DocumentRequest[];
  readonly onAnswered: () => void;
}) {
  if (requests.length === 0) return null;
  const open = requests.filter((r) => r.state === 'open').length;
  return (
    <section aria-labelledby="document-requests-title" className={styles.section}>
      <h2 id="document-requests-title" className={styles.sectionTitle}>
        Documents we asked for
      </h2>
      <p className={styles.muted}>
        {open === 0
          ? 'We have everything we asked you for.'
          : `${open === 1 ? 'One document is' : `${open} documents are`} still needed.`}
      </p>
      <DocumentRequestList requests={requests} actions={documentRequestActions} onAnswered={onAnswered} />
    </section>
  );
}
