import { describe, expect, it } from 'vitest';
import { auditText } from './admin-page.tsx';

describe('audit log entries', () => {
  it('say what was revealed in plain words, and that a document was downloaded', () => {
    expect(auditText({ action: 'reveal', target: 'personalAndBorrowingEntity.ssnOrItin' })).toBe(
      'Revealed SSN or ITIN',
    );
    expect(auditText({ action: 'reveal', target: 'entityInfo.owners.0.dateOfBirth' })).toBe(
      'Revealed Owners › 1 › Date of birth',
    );
    expect(auditText({ action: 'download', target: '7c6b5a4f-3e2d-4c1b-9a8f-7e6d5c4b3a29' })).toBe(
      'Downloaded a document',
    );
    expect(auditText({ action: 'download', target: 'application-pdf' })).toBe('Downloaded the PDF copy');
  });
});
