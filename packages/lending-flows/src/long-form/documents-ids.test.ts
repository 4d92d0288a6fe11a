import { isoToday } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { idBackMessage, idFrontMessage } from './documents-ids.ts';
import { initialValuesOf, messagesOf, problems, submitted } from './validation.fixture.ts';

describe('documentsIDs', () => {
  it('asks the kind of ID, its details, the identity the credit check needs, and its upload', () => {
    expect(messagesOf('documentsIDs', initialValuesOf('documentsIDs'))).toEqual({
      idType: 'The value is required',
      idNumber: 'Value is required',
      idIssuedBy: 'Value is required',
      idExpirationDate: 'The value is required',
      dateOfBirth: 'The value is required',
      ssnOrItin: expect.any(String),
      citizenship: 'The value is required',
      idFront: idFrontMessage,
    });
  });

  it('refuses an expired ID and a borrower under 18', () => {
    expect(problems('documentsIDs', { idExpirationDate: '2001-01-01' })).toEqual({
      idExpirationDate: 'Enter a date in the future',
    });
    expect(problems('documentsIDs', { dateOfBirth: isoToday() })).toEqual({
      dateOfBirth: 'You must be 18 or older to apply',
    });
  });

  it('asks both sides of a card, and only the photo page of a passport', () => {
    expect(problems('documentsIDs', { idBack: '' })).toEqual({ idBack: idBackMessage });
    expect(problems('documentsIDs', { idType: 'passport', idBack: '' })).toEqual({});
    // A back uploaded before switching to a passport is not kept with the step.
    expect(submitted('documentsIDs', { idType: 'passport' }).idBack).toBe('');
  });

  it('keeps only document ids, never file names or paths', () => {
    expect(problems('documentsIDs', { idFront: '../../etc/passwd' })).toEqual({
      idFront: 'Upload the file again',
    });
  });
});
