import type { FocusEvent, ReactNode } from 'react';
import { Fieldset, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as styles from './choice.css.ts';
import { ChoiceLabel } from './choice-label.tsx';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  options: ChoiceOption[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Lay two short options ('Yes', 'No') side by side. */
  inline?: boolean;
}

/** Native radios in a fieldset: arrow keys move between options, the legend is the question. */
export function RadioGroup(props: RadioGroupProps) {
  return <Choices {...props} variant="list" />;
}

/** The same radios drawn as large cards (e.g. choosing a loan type). */
export function RadioCards(props: Omit<RadioGroupProps, 'inline'>) {
  return <Choices {...props} variant="cards" />;
}

function Choices({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  readOnly,
  options,
  value,
  onValueChange,
  onBlur,
  inline,
  variant,
}: RadioGroupProps & { variant: 'list' | 'cards' }) {
  const ids = useFieldIds({ id, name, hint, error });
  const groupName = name ?? ids.inputId;
  const listClass =
    variant === 'cards' ? styles.cards : inline ? `${styles.list} ${styles.inline}` : styles.list;
  return (
    <Fieldset ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <div className={listClass}>
        {options.map((option, index) => {
          // The first radio carries the field id so an error summary link lands on the group.
          const optionId = index === 0 ? ids.inputId : `${ids.inputId}-${index}`;
          const hintId = option.hint ? `${optionId}-item-hint` : undefined;
          const checked = value === option.value;
          const input = (
            <input
              id={optionId}
              className={styles.input}
              type="radio"
              name={groupName}
              value={option.value}
              checked={checked}
              disabled={disabled || option.disabled || (readOnly && !checked)}
              aria-describedby={hintId}
              aria-labelledby={variant === 'cards' ? `${optionId}-title` : undefined}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                if (!readOnly) onValueChange(option.value);
              }}
              onBlur={onBlur}
            />
          );
          if (variant === 'cards') {
            return (
              <label key={option.value} className={styles.card} htmlFor={optionId}>
                {input}
                <span id={`${optionId}-title`} className={styles.cardTitle}>
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={hintId} className={styles.itemHint}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            );
          }
          return (
            <div key={option.value} className={styles.item}>
              {input}
              <ChoiceLabel htmlFor={optionId} hintId={hintId} label={option.label} hint={option.hint} />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
