import { getIn, setIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { ErrorMessage, Hint, useFieldIds } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { visuallyHidden } from '../theme/focus.css.ts';
import { useSubmitAttempted } from '../formik/submit-clicked.tsx';
import * as styles from './repeatable-group.css.ts';

export interface FormikRepeatableGroupProps<T> {
  /** Formik path of the array, e.g. 'incomeInformation.unitRents'. */
  name: string;
  /** The group's question, e.g. 'Rent for each unit'. */
  legend: ReactNode;
  hint?: ReactNode;
  /** What one entry is called, e.g. 'Unit' gives 'Unit 1', 'Add another unit', 'Remove unit 2'. */
  itemNoun: string;
  /** The values a new entry starts with. */
  emptyItem: T;
  /** Entries that cannot be removed (default 0). */
  min?: number;
  /** Most entries allowed (default 10). */
  max?: number;
  /** The entry's fields, named under `itemName` (`${itemName}.rent`). */
  renderItem: (itemName: string, index: number) => ReactNode;
}

/**
 * A list of repeated entries (owners, units, properties) bound to a Formik array: each entry is
 * a numbered group with its own Remove button, and "Add another" appends an empty one. Focus
 * follows the change (into the new entry, or to the next sensible place after a removal) and a
 * live region says what happened, so keyboard and screen-reader users keep their place.
 */
export function FormikRepeatableGroup<T>({
  name,
  legend,
  hint,
  itemNoun,
  emptyItem,
  min = 0,
  max = 10,
  renderItem,
}: FormikRepeatableGroupProps<T>) {
  const formik = useFormikContext<Record<string, unknown>>();
  const submitAttempted = useSubmitAttempted();
  const items = (getIn(formik.values, name) as T[] | undefined) ?? [];
  const rawError: unknown = getIn(formik.errors, name);
  // An array-level message ('Add at least one unit'); entry errors are shown by their fields.
  const error =
    typeof rawError === 'string' && (submitAttempted || getIn(formik.touched, name)) ? rawError : undefined;
  const ids = useFieldIds({ id: name, hint, error });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ index: number } | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const noun = itemNoun.toLowerCase();

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') {
      addRef.current?.focus();
    } else {
      const entry = listRef.current?.children[focusTarget.index];
      const field = entry?.querySelector<HTMLElement>('input, select, textarea');
      (field ?? entry?.querySelector<HTMLElement>('h3'))?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, items.length]);

  const add = () => {
    void formik.setFieldValue(name, [...items, structuredClone(emptyItem)], false);
    setAnnouncement(`${itemNoun} ${items.length + 1} added`);
    setFocusTarget({ index: items.length });
  };

  const remove = (index: number) => {
    void formik.setFieldValue(
      name,
      items.filter((_, i) => i !== index),
      false,
    );
    // Errors and touched flags are kept by position; drop the removed entry's so they stay aligned.
    const shift = (tree: unknown) => (Array.isArray(tree) ? tree.filter((_, i) => i !== index) : tree);
    formik.setErrors(setIn(formik.errors, name, shift(getIn(formik.errors, name))) as typeof formik.errors);
    // Without validation (false) setTouched has nothing to wait for.
    void formik.setTouched(
      setIn(formik.touched, name, shift(getIn(formik.touched, name))) as typeof formik.touched,
      false,
    );
    setAnnouncement(`${itemNoun} ${index + 1} removed`);
    const remaining = items.length - 1;
    setFocusTarget(
      remaining === 0 || items.length >= max ? 'add' : { index: Math.min(index, remaining - 1) },
    );
  };

  return (
    <div className={error ? `${fieldStyles.field} ${fieldStyles.invalidField}` : fieldStyles.field}>
      <fieldset className={fieldStyles.fieldset} aria-describedby={ids.describedBy()} id={name} tabIndex={-1}>
        <legend className={fieldStyles.legend}>{legend}</legend>
        <Hint id={ids.hintId}>{hint}</Hint>
        <ErrorMessage id={ids.errorId}>{error}</ErrorMessage>
        <ol className={styles.list} ref={listRef}>
          {items.map((_, index) => (
            // Entries have no identity of their own; position is what the borrower sees.
            <li key={index} className={styles.item} aria-labelledby={`${name}.${index}-title`}>
              <div className={styles.itemHeader}>
                <h3 className={styles.itemTitle} id={`${name}.${index}-title`} tabIndex={-1}>
                  {itemNoun} {index + 1}
                </h3>
                {items.length > min && (
                  <Button variant="link" onClick={() => remove(index)}>
                    Remove
                    <span className={visuallyHidden}>
                      {' '}
                      {noun} {index + 1}
                    </span>
                  </Button>
                )}
              </div>
              {renderItem(`${name}.${index}`, index)}
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          {items.length < max ? (
            <Button variant="secondary" onClick={add} ref={addRef}>
              {items.length === 0 ? `Add ${article(noun)} ${noun}` : `Add another ${noun}`}
            </Button>
          ) : (
            <p className={fieldStyles.hint}>You have added the most we take here ({max}).</p>
          )}
        </div>
        <p className={visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
      </fieldset>
    </div>
  );
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? 'an' : 'a';
}
