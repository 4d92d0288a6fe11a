import { describe, expect, it } from 'vitest';
import { answerRows, labelOf, maskedText } from './answer-values.ts';

describe('answers as rows', () => {
  it('labels fields in plain words', () => {
    expect(labelOf('ssnOrItin')).toBe('SSN or ITIN');
    expect(labelOf('dateOfBirth')).toBe('Date of birth');
    expect(labelOf('owners.0.firstName')).toBe('Owners 1: first name');
  });

  it('flattens groups and lists, keeps masked values masked and says what was not answered', () => {
    const masked = { masked: true as const, lastFour: '6789', ref: 'r1' };
    const rows = answerRows({
      firstName: 'Dana',
      citizen: true,
      middleName: '',
      ssnOrItin: masked,
      address: { city: 'Austin' },
      owners: [{ dateOfBirth: { masked: true, ref: 'r2' } }],
      tags: ['a', 'b'],
      signature: { image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(rows).toEqual([
      { path: 'firstName', label: 'First name', value: 'Dana' },
      { path: 'citizen', label: 'Citizen', value: 'Yes' },
      { path: 'middleName', label: 'Middle name', value: 'Not answered' },
      { path: 'ssnOrItin', label: 'SSN or ITIN', value: masked },
      { path: 'address.city', label: 'Address: city', value: 'Austin' },
      { path: 'owners.0.dateOfBirth', label: 'Owners 1: date of birth', value: { masked: true, ref: 'r2' } },
      { path: 'tags', label: 'Tags', value: 'a, b' },
      { path: 'signature.image', label: 'Signature: image', value: 'Signed (image on file)' },
    ]);
    expect(maskedText(masked)).toBe('Hidden, ending 6789');
    expect(maskedText({ masked: true, ref: 'r2' })).toBe('Hidden');
  });
});
