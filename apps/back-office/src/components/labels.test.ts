import { describe, expect, it } from 'vitest';
import { flowLabel, formatDate, statusLabel } from './labels.ts';

describe('labels', () => {
  it('names statuses as staff do, not with the borrower words', () => {
    expect(statusLabel('submitted')).toBe('Submitted');
    expect(statusLabel('documents_requested')).toBe('Documents requested');
  });

  it('names flows by their page title and dates by their calendar day', () => {
    expect(flowLabel('investmentLoanApplication')).toBe('Investment loan application');
    expect(flowLabel('shortQuiz')).toBe('Get pre-qualified');
    expect(formatDate('2026-12-05')).toBe('Dec 5, 2026');
  });
});
