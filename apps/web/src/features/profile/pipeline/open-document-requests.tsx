import * as styles from './pipeline.css.ts';
import { DocumentRequestList } from './document-request-list.tsx';
import { documentRequestActions } from './pipeline-api.ts';
import { useApiData } from './use-api-data.ts';

/**
 * The overview's "documents we need": every document request across the borrower's applications
 * (open ones first, as the server orders them). Nothing at all when there are none.
 */
export function ProfileDocumentRequests() {
  const { state, reload } = useApiData((api) => api.listDocumentRequests(), 'document-requests');
  if (state.kind !== 'ready') {
    // A failed load says so; the rest of the overview stays usable.
    return state.kind === 'failed' ? (
      <p role="alert" className={styles.muted}>
        We could not load the documents we asked you for: {state.message}
      </p>
    ) : null;
  }
  const { document_requests: requests } = state.data;
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
      <DocumentRequestList requests={requests} actions={documentRequestActions} onAnswered={reload} />
    </section>
  );
}
