import { useStepField, useStepList } from '@northgate/form-engine/react';
import {
  FormikAddressFieldset,
  FormikCheckbox,
  FormikCheckboxGroup,
  FormikDateField,
  FormikMoneyField,
  FormikPhoneField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikSignaturePad,
  FormikTaxIdField,
  FormikTextArea,
  FormikTextField,
} from '@northgate/ui';
import type { ReactElement, ReactNode } from 'react';
import type { InputLook } from '../shared/ask.ts';
import { OnFileOr } from './on-file.tsx';

const options = (list: readonly { value: string; label: string }[] | undefined) =>
  (list ?? []).map((option) => ({ value: option.value, label: option.label }));

export interface StepFieldProps extends InputLook {
  /** Where the answer sits in the step's values: 'loanAmount', 'owners.1.name'. */
  readonly field: string;
}

/**
 * One field of the current step, drawn from its declaration (`ask` in the step's module): the
 * question, hint, options and kind say which ui input it is; props here only change how it looks
 * on this screen. A field the declaration hides for the answers so far draws nothing. Fields that
 * need their own component (an upload, a one-time code) keep it and are still declared.
 */
export function StepField({ field, ...look }: StepFieldProps): ReactNode {
  const { name, declaration, question, hint, shown } = useStepField(field);
  if (!shown) return null;
  const input: InputLook = { ...(declaration.input as InputLook | undefined), ...look };
  const common = {
    name,
    label: question,
    ...(hint !== undefined && { hint }),
    ...(declaration.optional && { optional: true }),
  };
  const text = {
    ...common,
    ...(input.autoComplete !== undefined && { autoComplete: input.autoComplete }),
    ...(input.width !== undefined && { width: input.width }),
  };
  // Every input here takes a name and a label, which `OnFileOr` reads.
  let element: ReactElement<{ name: string; label: ReactNode }>;
  switch (declaration.kind) {
    case 'text':
    case 'code':
      element = (
        <FormikTextField
          {...text}
          {...(input.maxLength !== undefined && { maxLength: input.maxLength })}
          {...(input.numberOnly && { numberOnly: true })}
        />
      );
      break;
    case 'email':
      element = <FormikTextField {...text} type="email" />;
      break;
    case 'url':
      element = <FormikTextField {...text} type="url" />;
      break;
    case 'longText':
      element = (
        <FormikTextArea {...common} {...(input.maxLength !== undefined && { maxLength: input.maxLength })} />
      );
      break;
    case 'phone':
      element = <FormikPhoneField {...common} />;
      break;
    case 'money':
      element = <FormikMoneyField {...text} />;
      break;
    case 'percent':
      element = <FormikTextField {...text} width={input.width ?? 'short'} suffix="%" decimal />;
      break;
    case 'number':
    case 'year':
      element = (
        <FormikTextField
          {...text}
          {...(input.decimal ? { decimal: true } : input.commas ? { commas: true } : { numberOnly: true })}
          {...(input.suffix !== undefined && { suffix: input.suffix })}
          {...(input.prefix !== undefined && { prefix: input.prefix })}
        />
      );
      break;
    case 'date':
      element = (
        <FormikDateField
          {...common}
          {...(input.autoComplete !== undefined && { autoComplete: input.autoComplete })}
          {...(input.min !== undefined && { min: input.min })}
          {...(input.max !== undefined && { max: input.max })}
        />
      );
      break;
    case 'choice':
      element =
        input.control === 'radio' ? (
          <FormikRadioGroup {...common} options={options(declaration.options)} inline={input.inline} />
        ) : (
          <FormikSelect
            {...common}
            options={options(declaration.options)}
            {...(input.width !== undefined && { width: input.width })}
            {...(input.placeholder !== undefined && { placeholder: input.placeholder })}
          />
        );
      break;
    case 'yesNo':
      element = <FormikRadioGroup {...common} options={options(declaration.options)} inline={input.inline} />;
      break;
    case 'choices':
      element = <FormikCheckboxGroup {...common} options={options(declaration.options)} />;
      break;
    case 'check':
      element = <FormikCheckbox {...common} />;
      break;
    case 'taxId':
      element = <FormikTaxIdField {...common} kind={input.taxId ?? 'ssn'} />;
      break;
    case 'address':
      element = <FormikAddressFieldset name={name} legend={question} {...(hint !== undefined && { hint })} />;
      break;
    case 'signature':
      element = <FormikSignaturePad name={name} label={question} {...(hint !== undefined && { hint })} />;
      break;
    case 'file':
      throw new Error(`${field} is an upload: draw it with the app's upload component`);
  }
  return declaration.sensitivity === 'revealable' ? <OnFileOr>{element}</OnFileOr> : element;
}

export interface StepListProps<T> {
  /** Where the list sits in the step's values: 'coOwners'. */
  readonly field: string;
  /** The values a new entry starts with. */
  readonly emptyItem: T;
  readonly min?: number;
  readonly max?: number;
  /** The entry's fields: `path` is the entry's place in the step ('coOwners.1'). */
  readonly renderItem: (path: string, index: number) => ReactNode;
}

/**
 * A list of entries (owners, units, properties) drawn from its declaration (`askList`): the
 * question as the group's legend, its hint, and "<itemNoun> <n>" on each entry.
 */
export function StepList<T>({ field, emptyItem, min, max, renderItem }: StepListProps<T>): ReactNode {
  const { name, declaration, question, hint, shown } = useStepList(field);
  if (!shown) return null;
  return (
    <FormikRepeatableGroup
      name={name}
      legend={question}
      {...(hint !== undefined && { hint })}
      itemNoun={declaration.itemNoun}
      emptyItem={emptyItem}
      {...(min !== undefined && { min })}
      {...(max !== undefined && { max })}
      renderItem={(_itemName, index) => renderItem(`${field}.${index}`, index)}
    />
  );
}
