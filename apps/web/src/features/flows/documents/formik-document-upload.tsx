import type { DocumentInfo, DocumentPurpose } from '@northgate/contracts';
import { DOCUMENT_MAX_BYTES } from '@northgate/contracts';
import { DocumentUpload, useFormikField, type DocumentEntry } from '@northgate/ui';
import { useEffect, useRef, useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import { toastFailure } from '../../../state/toasts.ts';
import { startResumableUpload } from '../../../session/resumable-upload.ts';

/** What the borrower may choose; the server decides the type from the contents. */
const ACCEPT = ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.pdf'];

const NO_LONGER_ON_FILE = 'This file is no longer on file. Upload it again.';

export interface FormikDocumentUploadProps {
  /** The Formik field: a document id ('' for none), or a list of ids when `multiple`. */
  name: string;
  label: string;
  hint?: string;
  purpose: DocumentPurpose;
  multiple?: boolean;
  /** With `multiple`: the most files the field takes (the flow's limit, which the server applies too). */
  maxFiles?: number;
  optional?: boolean;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && id !== '')
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];

let uploadCounter = 0;

/**
 * A document field of a flow step: files upload as soon as they are chosen, and the step keeps
 * only the ids of the stored documents. The names and sizes are read from the server, so after a
 * reload (or on another device) the field shows what the draft's ids point at.
 */
export function FormikDocumentUpload({
  name,
  label,
  hint,
  purpose,
  multiple = false,
  maxFiles,
  optional,
}: FormikDocumentUploadProps) {
  const field = useFormikField<unknown>(name);
  const ids = idsOf(field.value);
  // The field's newest ids, for uploads that finish after other changes.
  const current = useRef(ids);
  current.current = ids;
  const [known, setKnown] = useState<Record<string, DocumentInfo>>({});
  const [loaded, setLoaded] = useState(false);
  const [transient, setTransient] = useState<DocumentEntry[]>([]);

  useEffect(() => {
    let live = true;
    void loadApi()
      .then((api) => api.listDocuments(purpose))
      .then(({ documents }) => {
        if (!live) return;
        setKnown((before) => ({ ...before, ...Object.fromEntries(documents.map((d) => [d.id, d])) }));
        setLoaded(true);
      })
      .catch(() => {
        // The names stay unknown; uploading and removing still work.
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [purpose]);

  const store = (next: string[]) => {
    current.current = next;
    field.onValueChange(multiple ? next : (next[0] ?? ''));
    field.onBlur();
  };
  const remember = (document: DocumentInfo) => setKnown((before) => ({ ...before, [document.id]: document }));
  const track = (entry: DocumentEntry) =>
    setTransient((before) => [...before.filter((e) => e.key !== entry.key), entry]);
  const forget = (key: string) => setTransient((before) => before.filter((e) => e.key !== key));

  const send = async (key: string, file: File, replaces: string | undefined) => {
    track({ key, name: file.name, size: file.size, state: 'uploading', progress: 0 });
    const onProgress = (sent: number, total: number) =>
      track({
        key,
        name: file.name,
        size: file.size,
        state: 'uploading',
        progress: Math.min(99, Math.round((sent / total) * 100)),
      });
    try {
      const target = replaces === undefined ? { purpose } : { replaces };
      const document = await startResumableUpload(file, target, onProgress).done;
      remember(document);
      forget(key);
      if (replaces === undefined) store(multiple ? [...current.current, document.id] : [document.id]);
    } catch (error) {
      track({ key, name: file.name, size: file.size, state: 'failed', error: toastFailure(error) });
    }
  };

  const onChoose = (files: File[]) => {
    // A new choice takes the place of the refused ones; their reasons were shown.
    setTransient((before) => before.filter((entry) => entry.state !== 'failed'));
    for (const file of files) void send(`upload-${++uploadCounter}`, file, undefined);
  };

  const onReplace = (id: string, file: File) => {
    void send(id, file, id);
  };

  const onRemove = async (key: string) => {
    // A refused upload or replacement is only dismissed; the stored file, if any, stays.
    if (!ids.includes(key) || transient.some((entry) => entry.key === key)) return forget(key);
    try {
      const api = await loadApi();
      await api.removeDocument(key);
    } catch (error) {
      // Already gone is what the borrower asked for; anything else keeps the file listed.
      if ((error as { status?: unknown }).status !== 404) {
        const document = known[key];
        return track({
          key,
          name: document?.file_name ?? label,
          size: document?.size ?? 0,
          state: 'failed',
          error: toastFailure(error),
        });
      }
    }
    forget(key);
    store(current.current.filter((id) => id !== key));
  };

  const entries: DocumentEntry[] = [
    ...ids
      .filter((id) => !transient.some((entry) => entry.key === id))
      .map((id): DocumentEntry => {
        const document = known[id];
        if (document !== undefined)
          return { key: id, name: document.file_name, size: document.size, state: 'stored' };
        return loaded
          ? { key: id, name: label, state: 'failed', error: NO_LONGER_ON_FILE }
          : { key: id, name: label, state: 'stored' };
      }),
    ...transient,
  ];

  return (
    <DocumentUpload
      name={name}
      label={label}
      {...(hint === undefined ? {} : { hint })}
      {...(optional === undefined ? {} : { optional })}
      error={field.error}
      entries={entries}
      accept={ACCEPT}
      maxSizeBytes={DOCUMENT_MAX_BYTES}
      multiple={multiple}
      {...(maxFiles === undefined ? {} : { maxFiles })}
      onChoose={onChoose}
      onReplace={onReplace}
      onRemove={(key) => void onRemove(key)}
    />
  );
}
