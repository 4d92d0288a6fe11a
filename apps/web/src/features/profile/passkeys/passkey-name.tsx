import { PASSKEY_NAME_MAX_LENGTH } from '@northgate/contracts';
import { TextField } from '@northgate/ui';
import type { Ref } from 'react';

/** What is wrong with a passkey's name as typed, checked before it is sent (the API checks it too). */
export function passkeyNameProblem(trimmed: string): string | undefined {
  if (trimmed === '') return 'Enter a name for the passkey';
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH)
    return `The maximum length allowed is ${PASSKEY_NAME_MAX_LENGTH}`;
  return undefined;
}

/** The text field for a passkey's name, when adding one and when renaming one. */
export function PasskeyNameField({
  fieldRef,
  name,
  label,
  value,
  onValueChange,
  error,
}: {
  fieldRef: Ref<HTMLInputElement>;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      ref={fieldRef}
      name={name}
      label={label}
      hint={`For example “Work laptop” or “My phone”, so you can tell your passkeys apart. Up to ${PASSKEY_NAME_MAX_LENGTH} characters.`}
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoComplete="off"
      allowPaste
    />
  );
}
