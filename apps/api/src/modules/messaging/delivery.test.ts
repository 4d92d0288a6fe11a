import { describe, expect, it } from 'vitest';
import { DeliveryError, describeFailure, retryDelayMs } from './delivery.ts';

const policy = { baseDelayMs: 10_000, maxDelayMs: 60 * 60_000, keepTryingMs: 24 * 60 * 60_000 };

describe('retry delays', () => {
  it('double with each failed try, from half of the ceiling to all of it', () => {
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(policy, tries, () => 0))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(policy, tries, () => 1))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('stop growing at the cap', () => {
    expect(retryDelayMs(policy, 30, () => 1)).toBe(60 * 60_000);
    expect(retryDelayMs(policy, 30, () => 0)).toBe(30 * 60_000);
  });
});

describe('failure descriptions', () => {
  it('keep the error code and SMTP reply code, never the message that quotes the recipient', () => {
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <dana@example.test>"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    );
    expect(describeFailure(refused)).toBe('EENVELOPE SMTP 550');
  });

  it('follow the cause of a failed fetch', () => {
    const failed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(describeFailure(failed)).toBe('ECONNREFUSED');
  });

  it("keep our own adapters' texts, and say little about anything else", () => {
    expect(describeFailure(new DeliveryError('SMS provider answered 503'))).toBe('SMS provider answered 503');
    expect(describeFailure(new Error('secret details for 555-12-3456'))).toBe('Error');
    expect(describeFailure('a string')).toBe('Error');
  });
});
