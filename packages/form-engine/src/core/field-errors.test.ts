import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './field-errors.ts';

describe('issuesToFieldErrors', () => {
  it('nests errors by dot path, with arrays for numeric keys', () => {
    expect(
      issuesToFieldErrors([
        { path: 'email', message: 'Value is not a valid email address' },
        { path: 'owners.1.name', message: 'Value is required' },
        { path: 'address.zip', message: 'The maximum length allowed is 5' },
      ]),
    ).toEqual({
      email: 'Value is not a valid email address',
      owners: [undefined, { name: 'Value is required' }],
      address: { zip: 'The maximum length allowed is 5' },
    });
  });

  it('keeps the first message of a field and skips whole-step issues', () => {
    expect(
      issuesToFieldErrors([
        { path: 'name', message: 'Value is required' },
        { path: 'name', message: 'This field should be at least 2 characters long' },
        { path: '', message: 'Invalid type' },
      ]),
    ).toEqual({ name: 'Value is required' });
  });

  it('does not bury a field message under errors of its children', () => {
    expect(
      issuesToFieldErrors([
        { path: 'owners', message: 'Add at least one owner' },
        { path: 'owners.0.name', message: 'Value is required' },
      ]),
    ).toEqual({ owners: 'Add at least one owner' });
  });
});
