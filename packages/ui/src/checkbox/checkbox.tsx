import type { FocusEvent, Ref } from 'react';
import { ErrorMessage, Fieldset, OptionalMark, useFieldIds } from '../field/field.tsx';
import type { FieldBaseProps } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import type { ChoiceOption } from '../radio-group/radio-group.tsx';
import * as styles from '../radio-group/choice.css.ts';
import { ChoiceLabel } from '../radio-group/choice-label.tsx';

export interface CheckboxProps extends FieldBaseProps {
  value: boolean;
  onValueChange: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A single checkbox whose label is the statement (e.g. agreeing to the terms). */
export function Checkbox({
  label,
  hint,
  error,
  id,
  name,
  optional,
  disabled,
  readOnly,
  value,
  onValueChange,
  onBlur,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds({ id, name, hint, error });
  return (
    <div className={error ? `${fieldStyles.field} ${fieldStyles.invalidField}` : fieldStyles.field}>
      <ErrorMessage id={ids.errorId}>{error}</ErrorMessage>
      <div className={styles.item}>
        <input
          ref={ref}
          id={ids.inputId}
          name={name ?? ids.inputId}
          type="checkbox"
          className={styles.input}
          checked={value}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy()}
          onChange={(event) => {
            if (!readOnly) onValueChange(event.target.checked);
          }}
          onBlur={onBlur}
        />
        <label className={styles.itemLabel} htmlFor={ids.inputId}>
          {label}
          <OptionalMark optional={optional} />
        </label>
        {hint ? (
          <div id={ids.hintId} className={styles.itemHint}>
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export interface CheckboxGroupProps extends FieldBaseProps {
  options: ChoiceOption[];
  /** The checked options' values, in option order. */
  value: string[];
  onValueChange: (value: string[]) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Several checkboxes answering one question ("Select all that apply"). */
export function CheckboxGroup({
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
}: CheckboxGroupProps) {
  const ids = useFieldIds({ id, name, hint, error });
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onValueChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <Fieldset ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <div className={styles.list}>
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.inputId : `${ids.inputId}-${index}`;
          const hintId = option.hint ? `${optionId}-item-hint` : undefined;
          return (
            <div key={option.value} className={styles.item}>
              <input
                id={optionId}
                type="checkbox"
                className={styles.input}
                name={name ?? ids.inputId}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={disabled || option.disabled}
                aria-readonly={readOnly || undefined}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  if (!readOnly) toggle(option.value, event.target.checked);
                }}
                onBlur={onBlur}
              />
              <ChoiceLabel htmlFor={optionId} hintId={hintId} label={option.label} hint={option.hint} />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
