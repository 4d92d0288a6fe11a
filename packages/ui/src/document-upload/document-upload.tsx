import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { Button, buttonClass } from '../button/button.tsx';
import { ErrorMessage, Hint, OptionalMark, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { fileProblems } from '../file-upload/file-upload.tsx';
import * as uploadStyles from '../file-upload/file-upload.css.ts';
import { formatBytes } from '../format/number-format.ts';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './document-upload.css.ts';

/** One file of the field as the borrower sees it: on its way up, kept by the server, or refused. */
export interface DocumentEntry {
  /** The document id once stored; a temporary key while uploading or after a refusal. */
  key: string;
  name: string;
  /** Bytes, when known. */
  size?: number;
  state: 'uploading' | 'stored' | 'failed';
  /** 0–100 while uploading. */
  progress?: number;
  /** Why the server (or the network) refused it. */
  error?: string;
}

export interface DocumentUploadProps extends Omit<FieldBaseProps, 'readOnly'> {
  entries: DocumentEntry[];
  /** New files chosen or dropped (already checked for type by name, size and emptiness). */
  onChoose: (files: File[]) => void;
  /** A file chosen to take the place of a stored one (single-file fields). */
  onReplace?: (key: string, file: File) => void;
  /** Remove a stored file, or dismiss a refused one. */
  onRemove: (key: string) => void;
  onBlur?: () => void;
  /** Accepted types as file extensions, e.g. ['.pdf', '.jpg']. */
  accept: string[];
  maxSizeBytes: number;
  /** Several files (statements); otherwise one, which a new choice replaces. */
  multiple?: boolean;
  /** With `multiple`: the most files, from the rule the server applies (no number of its own here). */
  maxFiles?: number;
}

function entryStatus(entry: DocumentEntry): string {
  if (entry.state === 'uploading') return `Uploading, ${entry.progress ?? 0}%`;
  if (entry.state === 'failed') return 'Not uploaded';
  return entry.size === undefined ? 'Uploaded' : `Uploaded, ${formatBytes(entry.size)}`;
}

/** What the live region says: changes of state only, not every step of the progress. */
function announcement(entry: DocumentEntry): string {
  if (entry.state === 'uploading') return `${entry.name}: uploading`;
  if (entry.state === 'failed') return `${entry.name}: not uploaded. ${entry.error ?? ''}`.trim();
  return `${entry.name}: uploaded`;
}

/**
 * A document field that uploads as soon as a file is chosen: choose with the button (keyboard:
 * Tab to it, then Enter or Space) or drop files on the area. Each file shows its progress, then
 * Replace (one-file fields) and Remove; a refused file shows the server's reason.
 */
export function DocumentUpload({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  entries,
  onChoose,
  onReplace,
  onRemove,
  onBlur,
  accept,
  maxSizeBytes,
  multiple = false,
  maxFiles = multiple ? Number.POSITIVE_INFINITY : 1,
}: DocumentUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useFieldIds({ id, name, hint, error });
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const rulesId = `${ids.inputId}-rules`;
  const problemsId = `${ids.inputId}-problems`;
  const shownError = [error, ...problems].filter(Boolean).join('. ');
  const stored = entries.filter((entry) => entry.state !== 'failed');
  const replacing =
    !multiple && onReplace !== undefined ? stored.find((e) => e.state === 'stored') : undefined;
  const full = multiple && stored.length >= maxFiles;
  const busy = entries.some((entry) => entry.state === 'uploading');

  const take = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const refused = fileProblems(incoming, accept, maxSizeBytes);
    const good = incoming.filter((file) => fileProblems([file], accept, maxSizeBytes).length === 0);
    setProblems(refused);
    if (good.length > 0) {
      if (replacing !== undefined && onReplace !== undefined) onReplace(replacing.key, good[0] as File);
      else onChoose(multiple ? good.slice(0, Math.max(0, maxFiles - stored.length)) : good.slice(0, 1));
    }
    onBlur?.();
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const chooseText = replacing ? 'Replace file' : multiple ? 'Choose files' : 'Choose file';

  return (
    <div className={shownError ? `${fieldStyles.field} ${fieldStyles.invalidField}` : fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <Hint id={ids.hintId}>{hint}</Hint>
      <p id={rulesId} className={fieldStyles.hint}>
        {`${accept.map((a) => a.replace(/^\./, '').toUpperCase()).join(', ')}, up to ${formatBytes(maxSizeBytes)}${multiple ? ` each${Number.isFinite(maxFiles) ? `, at most ${maxFiles} files` : ''}` : ''}`}
      </p>
      <ErrorMessage id={problemsId}>{shownError || undefined}</ErrorMessage>
      <div
        className={uploadStyles.dropZone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={ids.inputId}
          name={name ?? ids.inputId}
          type="file"
          className={uploadStyles.nativeInput}
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled || full || busy}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[ids.describedBy(), rulesId, shownError ? problemsId : undefined]
            .filter(Boolean)
            .join(' ')}
          onChange={onInputChange}
        />
        {/* Pointer users click this; keyboard and screen reader users reach the native input itself. */}
        <span
          aria-hidden="true"
          className={`${buttonClass({ variant: 'secondary' })} ${uploadStyles.chooseButton}`}
          onClick={() => inputRef.current?.click()}
        >
          {chooseText}
        </span>
        <span aria-hidden="true">or drop {multiple ? 'them' : 'it'} here</span>
        {entries.length > 0 ? (
          <ul
            className={uploadStyles.files}
            aria-label={`Files for ${typeof label === 'string' ? label : 'this field'}`}
          >
            {entries.map((entry) => (
              <li key={entry.key} className={uploadStyles.file}>
                <span className={styles.entryText}>
                  <span>
                    {entry.name} <span className={fieldStyles.status}>({entryStatus(entry)})</span>
                  </span>
                  {entry.state === 'uploading' ? (
                    <progress
                      className={styles.progress}
                      max={100}
                      value={entry.progress ?? 0}
                      aria-label={`Uploading ${entry.name}`}
                    />
                  ) : null}
                  {entry.state === 'failed' && entry.error ? (
                    <span className={styles.entryError}>{entry.error}</span>
                  ) : null}
                </span>
                {entry.state === 'uploading' ? null : (
                  <span className={styles.entryActions}>
                    <Button variant="link" disabled={disabled} onClick={() => onRemove(entry.key)}>
                      {entry.state === 'failed' ? 'Dismiss' : 'Remove'}
                      <span className={visuallyHidden}> {entry.name}</span>
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {entries.map(announcement).join('. ')}
      </p>
    </div>
  );
}
