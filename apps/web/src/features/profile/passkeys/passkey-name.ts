import { PASSKEY_NAME_MAX_LENGTH } from '@northgate/contracts';

export const PASSKEY_NAME_HINT = `For example “Work laptop” or “My phone”, so you can tell your passkeys apart. Up to ${PASSKEY_NAME_MAX_LENGTH} characters.`;

/** What is wrong with a passkey's name as typed, checked before it is sent (the API checks it too). */
export function passkeyNameProblem(trimmed: string): string | undefined {
  if (trimmed === '') return 'Enter a name for the passkey';
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH)
    return `The maximum length allowed is ${PASSKEY_NAME_MAX_LENGTH}`;
  return undefined;
}
