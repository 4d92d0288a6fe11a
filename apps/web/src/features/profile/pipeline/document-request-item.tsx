import { errorMessage } from '@northgate/api-client';
import { DOCUMENT_MAX_BYTES, DOCUMENT_REQUEST_MAX_FILES, type DocumentRequest } from '@northgate/contracts';
import { Button, DocumentUpload, FormAlert, type DocumentEntry } from '@northgate/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../../state/messages.ts';
import * as listStyles from '../applications/applications.css.ts';
import * as styles from './pipeline.css.ts';
import { formatDueDate, requestStateText } from './pipeline-texts.ts';

/** What the borrower may choose; the server decides the type from the contents. */
const ACCEPT = ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.pdf'];

export interface DocumentRequestActions {
  /** Stores one file (purpose "requested") and answers its id, reporting progress. */
  readonly upload: (file: File, onProgress: (sent: number, total: number) => void) => Promise<{ id: string }>;
  /** Deletes an uploaded file that was not sent yet. */
  readonly remove: (documentId: string) => Promise<void>;
  /** Sends the uploaded files for the request; answers the request as the server now has it. */
  readonly answer: (requestId: string, documentIds: string[]) => Promise<DocumentRequest>;
}

let uploadCounter = 0;

/** Send pressed while a file is still on its way: the send waits for it. */
export const SENDING_AFTER_UPLOAD = 'We will send your files as soon as they finish uploading.';
/** A file failed while the send waited for it: nothing was sent. */
export const NOT_SENT_AFTER_FAILURE =
  'A file could not be uploaded, so nothing was sent. Remove it or choose it again, then send.';

/**
 * A document staff asked for: its name, description, due date and state. While open the borrower
 * uploads files (each stored at once) and sends them; the request then shows as received.
 */
export function DocumentRequestItem({
  request,
  actions,
  onAnswered,
  children,
  headingLevel = 3,
}: {
  readonly request: DocumentRequest;
  /** 4 where the request sits under a heading of level 3 (a condition's stage). */
  readonly headingLevel?: 3 | 4;
  /** More about what is asked, under the description (a condition's reopen reason). */
  readonly children?: ReactNode;
  readonly actions: DocumentRequestActions;
  readonly onAnswered: (request: DocumentRequest) => void;
}) {
  const [entries, setEntries] = useState<DocumentEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const setErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const isOpen = request.state === 'open';

  const put = (entry: DocumentEntry, replaces = entry.key) =>
    setEntries((before) => {
      const at = before.findIndex((e) => e.key === replaces);
      if (at === -1) return [...before, entry];
      return before.map((e, i) => (i === at ? entry : e));
    });
  const drop = (key: string) => setEntries((before) => before.filter((e) => e.key !== key));

  const upload = async (file: File) => {
    const key = `request-upload-${++uploadCounter}`;
    // A new file takes the place of the refused ones: their reasons were shown, the choice is made.
    setEntries((before) => before.filter((e) => e.state !== 'failed'));
    put({ key, name: file.name, size: file.size, state: 'uploading', progress: 0 });
    try {
      const stored = await actions.upload(file, (sent, total) =>
        put({
          key,
          name: file.name,
          size: file.size,
          state: 'uploading',
          progress: Math.min(99, Math.round((sent / total) * 100)),
        }),
      );
      put({ key: stored.id, name: file.name, size: file.size, state: 'stored' }, key);
    } catch (error) {
      put({ key, name: file.name, size: file.size, state: 'failed', error: errorMessage(error) });
    }
  };

  const remove = async (key: string) => {
    const entry = entries.find((e) => e.key === key);
    if (entry?.state !== 'stored') return drop(key);
    try {
      await actions.remove(key);
      drop(key);
    } catch (error) {
      put({ ...entry, state: 'failed', error: errorMessage(error) });
    }
  };

  const stored = entries.filter((e) => e.state === 'stored').map((e) => e.key);
  const uploading = entries.some((e) => e.state === 'uploading');
  // Send pressed while a file is on its way: sent once every file has arrived, not refused.
  const [sendWhenUploaded, setSendWhenUploaded] = useState(false);
  const send = async () => {
    if (sending) return;
    setProblem(null);
    if (uploading) {
      setSendWhenUploaded(true);
      return;
    }
    if (stored.length === 0) {
      setProblem('Upload at least one document first.');
      return;
    }
    setSending(true);
    try {
      const answered = await actions.answer(request.id, stored);
      setEntries([]);
      setSuccess(`We received your documents for “${request.name}”.`);
      onAnswered(answered);
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      setErrors(message);
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (!sendWhenUploaded || uploading) return;
    setSendWhenUploaded(false);
    if (entries.some((e) => e.state === 'failed')) setProblem(NOT_SENT_AFTER_FAILURE);
    else void send();
    // `send` and `entries` are read once the uploads have ended; only that moment matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendWhenUploaded, uploading]);

  return (
    <li className={listStyles.item}>
      {headingLevel === 3 ? (
        <h3 className={listStyles.itemTitle}>{request.name}</h3>
      ) : (
        <h4 className={listStyles.itemTitle}>{request.name}</h4>
      )}
      {request.description && <p className={listStyles.paragraph}>{request.description}</p>}
      {children}
      <dl className={listStyles.facts}>
        <dt>Application</dt>
        <dd className={listStyles.reference}>{request.reference}</dd>
        <dt>Due</dt>
        <dd>{formatDueDate(request.due_date)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={isOpen ? styles.open : styles.answered}>
            {isOpen ? 'Waiting for you' : requestStateText(request)}
          </span>
        </dd>
        {!isOpen && request.documents.length > 0 && (
          <>
            <dt>You sent</dt>
            <dd>{request.documents.map((d) => d.file_name).join(', ')}</dd>
          </>
        )}
      </dl>
      {isOpen && (
        <>
          <DocumentUpload
            name={`request-${request.id}`}
            label={`Upload ${request.name}`}
            hint="Upload every file, then send them together."

            entries={entries}
            accept={ACCEPT}
            maxSizeBytes={DOCUMENT_MAX_BYTES}
            multiple
            maxFiles={DOCUMENT_REQUEST_MAX_FILES}
            onChoose={(files) => files.forEach((file) => void upload(file))}
            onRemove={(key) => void remove(key)}
          />
          <FormAlert message={problem} />
          {/* Always there, so screen readers announce the text when it appears. */}
          <p role="status" className={sendWhenUploaded ? listStyles.paragraph : undefined}>
            {sendWhenUploaded ? SENDING_AFTER_UPLOAD : ''}
          </p>
          <div className={listStyles.actions}>
            <Button onClick={() => void send()} loading={sending || sendWhenUploaded}>
              Send to Northgate
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
