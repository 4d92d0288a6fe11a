import { describe, expect, it } from 'vitest';
import { applicationName, progressText, statusTexts } from './application-texts.ts';
import { unfinishedPagePath } from './next-step.tsx';

describe('application texts', () => {
  it("puts each flow's own progress in words", () => {
    expect(progressText({ kind: 'value', value: 30 })).toBe('30% complete');
    expect(progressText({ kind: 'value', text: 'Almost done' })).toBe('Almost done');
    expect(progressText({ kind: 'value' })).toBe('Just started');
    expect(progressText({ kind: 'stage', stageId: 'assets', label: 'Assets', position: 3, total: 5 })).toBe(
      'Stage 3 of 5: Assets',
    );
    expect(progressText({ kind: 'none' })).toBe('Every question answered');
  });

  it('names every flow, and an unknown one plainly', () => {
    expect(applicationName('shortQuiz')).toBe('Pre-qualification');
    expect(applicationName('businessLoanApplication')).toBe('Business loan application');
    expect(applicationName('toString')).toBe('Application');
  });

  it('promises what the product does after a submission: contact within one business day', () => {
    expect(statusTexts.submitted.label).toBe('Received');
    expect(statusTexts.submitted.next('shortQuiz')).toContain('within one business day');
    expect(statusTexts.submitted.next('longForm')).toBe(
      'Our loan team will be in touch within one business day.',
    );
  });

  it('sends the short quiz to its own unfinished page, every other flow to the other one', () => {
    expect(unfinishedPagePath('shortQuiz')).toBe('/profile/shortFormUnfinished');
    expect(unfinishedPagePath('permanentLoanApplication')).toBe('/profile/longFormUnfinished');
  });
});
