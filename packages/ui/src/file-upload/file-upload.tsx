import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { Button, buttonClass } from '../button/button.tsx';
import { ErrorMessage, Hint, OptionalMark, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { formatBytes } from '../format/number-format.ts';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './file-upload.css.ts';

export interface FileUploadProps extends Omit<FieldBaseProps, 'readOnly'> {
  value: File[];
  onValueChange: (files: File[]) => void;
  onBlur?: () => void;
  /** Accepted types as file extensions, e.g. ['.pdf', '.jpg', '.png']. */
  accept: string[];
  /** Largest accepted file, in bytes. */
  maxSizeBytes: number;
  multiple?: boolean;
  /** Most files kept when `multiple` (default 10). */
  maxFiles?: number;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase();
}

function listTypes(accept: string[]): string {
  const names = accept.map((a) => a.replace(/^\./, '').toUpperCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** GOV.UK-style messages naming the file and the rule it broke. */
export function fileProblems(files: File[], accept: string[], maxSizeBytes: number): string[] {
  const allowed = accept.map((a) => a.toLowerCase());
  const problems: string[] = [];
  for (const file of files) {
    if (!allowed.includes(extensionOf(file.name))) {
      problems.push(`${file.name} must be a ${listTypes(accept)}`);
    } else if (file.size > maxSizeBytes) {
      problems.push(`${file.name} must be smaller than ${formatBytes(maxSizeBytes)}`);
    } else if (file.size === 0) {
      problems.push(`${file.name} is empty`);
    }
  }
  return problems;
}

/**
 * Choose files with the button (keyboard: Tab then Enter or Space) or drop them on the area.
 * Files of the wrong type or too large are refused with a message naming them; accepted files
 * are listed with a Remove button each.
 */
export function FileUpload({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  value,
  onValueChange,
  onBlur,
  accept,
  maxSizeBytes,
  multiple = false,
  maxFiles = 10,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useFieldIds({ id, name, hint, error });
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const rulesId = `${ids.inputId}-rules`;
  const problemsId = `${ids.inputId}-problems`;
  const shownError = [error, ...problems].filter(Boolean).join('. ');

  const take = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const refused = fileProblems(incoming, accept, maxSizeBytes);
    const good = incoming.filter((f) => fileProblems([f], accept, maxSizeBytes).length === 0);
    const next = multiple ? [...value, ...good].slice(0, maxFiles) : good.slice(0, 1);
    setProblems(refused);
    if (good.length > 0) {
      onValueChange(next);
      setAnnouncement(`${good.map((f) => f.name).join(', ')} added`);
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

  const remove = (index: number) => {
    const removed = value[index];
    onValueChange(value.filter((_, i) => i !== index));
    setAnnouncement(removed ? `${removed.name} removed` : '');
  };

  return (
    <div className={shownError ? `${fieldStyles.field} ${fieldStyles.invalidField}` : fieldStyles.field}>
      <label htmlFor={ids.inputId} className={fieldStyles.label}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      <Hint id={ids.hintId}>{hint}</Hint>
      <p id={rulesId} className={fieldStyles.hint}>
        {`${listTypes(accept)}, up to ${formatBytes(maxSizeBytes)}${multiple ? ` each, at most ${maxFiles} files` : ''}`}
      </p>
      <ErrorMessage id={problemsId}>{shownError || undefined}</ErrorMessage>
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={ids.inputId}
          name={name ?? ids.inputId}
          type="file"
          className={styles.nativeInput}
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[ids.describedBy(), rulesId, shownError ? problemsId : undefined]
            .filter(Boolean)
            .join(' ')}
          onChange={onInputChange}
        />
        {/* Pointer users click this; keyboard and screen reader users reach the native input itself. */}
        <span
          aria-hidden="true"
          className={`${buttonClass({ variant: 'secondary' })} ${styles.chooseButton}`}
          onClick={() => inputRef.current?.click()}
        >
          {multiple ? 'Choose files' : 'Choose file'}
        </span>
        <span aria-hidden="true">or drop {multiple ? 'them' : 'it'} here</span>
        {value.length > 0 ? (
          <ul className={styles.files} aria-label="Selected files">
            {value.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span>
                  {file.name} <span className={fieldStyles.status}>({formatBytes(file.size)})</span>
                </span>
                <Button variant="link" disabled={disabled} onClick={() => remove(index)}>
                  Remove<span className={visuallyHidden}> {file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
