import { OnFileField } from '@northgate/ui/on-file-field';
import { useFormikField } from '@northgate/ui/formik';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { isMaskedValue } from '@northgate/form-engine/core';

interface SensitiveInputProps {
  name: string;
  label: ReactNode;
  id?: string;
}

/**
 * A sensitive answer (marked `sensitive()` in its step schema): while the server keeps it on
 * file the borrower sees "On file (ending 6789)" and a Change button; Change clears it and puts
 * the field itself (`children`, e.g. a FormikTaxIdField) in its place, focused.
 */
export function OnFileOr({ children }: { children: ReactElement<SensitiveInputProps> }) {
  const { name, label, id } = children.props;
  const { value, error, onValueChange } = useFormikField<unknown>(name);
  const changing = useRef(false);
  const fieldId = id ?? name;

  useEffect(() => {
    if (!changing.current || isMaskedValue(value)) return;
    changing.current = false;
    document.getElementById(fieldId)?.focus();
  }, [value, fieldId]);

  if (!isMaskedValue(value)) return children;
  return (
    <OnFileField
      id={fieldId}
      label={label}
      labelText={typeof label === 'string' ? label : ''}
      lastFour={value.lastFour}
      error={error}
      onChange={() => {
        changing.current = true;
        onValueChange('');
      }}
    />
  );
}
