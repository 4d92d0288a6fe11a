import { describe, expect, it } from 'vitest';
import { validateStep } from '@northgate/form-engine/core';
import { longFormFlow } from './flow.ts';

const phoneStep = (values: Record<string, unknown>) => validateStep(longFormFlow, 'phone', values);
const verifyStep = (values: Record<string, unknown>) => validateStep(longFormFlow, 'verifyPhone', values);

describe('long form: phone and verifyPhone', () => {
  it('the phone step asks a NANP number and its kind', () => {
    expect(phoneStep({ mobilePhone: '2125550147', phoneType: 'mobile' }).ok).toBe(true);
    const refused = phoneStep({ mobilePhone: '5550100199', phoneType: '' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.issues).toEqual([
      { path: 'mobilePhone', message: 'Enter a 10-digit US phone number' },
      { path: 'phoneType', message: 'The value is required' },
    ]);
  });

  it('verifyPhone takes a 6-digit code, as typed with spaces around it', () => {
    expect(verifyStep({ smsOtp: ' 123456 ' }).ok).toBe(true);
    const refused = verifyStep({ smsOtp: '12 34' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.issues).toEqual([
        { path: 'smsOtp', message: 'Enter the 6-digit code from the text message' },
      ]);
    }
  });

  it('neither step has a progress value (the spec says none)', () => {
    for (const id of ['phone', 'verifyPhone']) {
      const step = longFormFlow.steps.find((s) => s.id === id);
      expect(step?.progress).toEqual({ kind: 'value' });
    }
  });
});
