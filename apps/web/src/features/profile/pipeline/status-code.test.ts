import { APPLICATION_STATUS_CODES, APPLICATION_STATUSES } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { statusOfCode, statusText } from './status-code.ts';

describe("user_info's status code", () => {
  it('reads 1 (the spec default) as no application', () => {
    expect(statusOfCode(1)).toBeNull();
  });

  it('reads every code of the table back to its status, and its label from contracts', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusOfCode(APPLICATION_STATUS_CODES[status])).toBe(status);
    }
    expect(statusOfCode(6)).toBe('offer_issued');
    expect(statusText('offer_issued').label).toBe('Offer issued');
  });

  it('treats a number the table does not know as no status, not a crash', () => {
    expect(statusOfCode(0)).toBeNull();
    expect(statusOfCode(99)).toBeNull();
  });
});

describe('what happens next agrees with the document requests', () => {
  const asked =
    'We need one or more documents from you. Upload them from your profile before their due dates.';

  it('asks for documents while one is open', () => {
    expect(statusText('documents_requested', [{ state: 'open' }, { state: 'answered' }]).next).toBe(asked);
  });

  it('stops asking once every requested document was sent, though the status still says requested', () => {
    const text = statusText('documents_requested', [{ state: 'answered' }, { state: 'answered' }]);
    expect(text.label).toBe('Documents requested');
    expect(text.next).not.toBe(asked);
    expect(text.next).toMatch(/^You have sent every document we asked for\./);
  });
});
