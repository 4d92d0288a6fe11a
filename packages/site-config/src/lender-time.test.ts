import { describe, expect, it, vi } from 'vitest';
import {
  endOfLenderDay,
  formatLenderDay,
  formatLenderMoment,
  lenderToday,
  lenderWallClock,
} from './lender-time.ts';

describe("the lender's clock, read on a device in Tokyo", () => {
  it('runs in Tokyo (vitest.config.ts sets TZ), a day ahead of the lender', () => {
    expect(new Date('2027-03-10T20:00:00Z').getDate()).toBe(11);
  });

  it('ends an offer day at 23:59:59 Pacific, standard and daylight time alike', () => {
    expect(endOfLenderDay('2027-03-10').toISOString()).toBe('2027-03-11T07:59:59.000Z');
    expect(endOfLenderDay('2027-07-01').toISOString()).toBe('2027-07-02T06:59:59.000Z');
    // The days daylight saving starts and ends.
    expect(endOfLenderDay('2027-03-14').toISOString()).toBe('2027-03-15T06:59:59.000Z');
    expect(endOfLenderDay('2027-11-07').toISOString()).toBe('2027-11-08T07:59:59.000Z');
  });

  it("places a closing's wall-clock time on the lender's calendar, in either season", () => {
    expect(lenderWallClock('2027-03-10', '10:30').toISOString()).toBe('2027-03-10T18:30:00.000Z');
    expect(lenderWallClock('2027-07-01', '14:00').toISOString()).toBe('2027-07-01T21:00:00.000Z');
    expect(formatLenderMoment(lenderWallClock('2027-07-01', '14:00'))).toBe('July 1, 2027 at 2:00 PM PDT');
  });

  it("knows the lender's today, which is still yesterday in San Diego on a Tokyo morning", () => {
    expect(lenderToday(new Date('2027-03-11T01:00:00Z'))).toBe('2027-03-10');
    expect(lenderToday(new Date('2027-03-11T08:00:00Z'))).toBe('2027-03-11');
  });

  it('shows the moment with its zone, as the email and the borrower page say it', () => {
    expect(formatLenderMoment('2027-03-11T07:59:59.000Z')).toBe('March 10, 2027 at 11:59 PM PST');
    expect(formatLenderMoment(endOfLenderDay('2027-07-01'))).toBe('July 1, 2027 at 11:59 PM PDT');
    expect(formatLenderDay('2027-03-11T07:59:59.000Z')).toBe('March 10, 2027');
  });
});

describe("the lender's clock on a page that shows no date", () => {
  it('makes no Intl formatter until a date is formatted, then one per format', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      const clock = await import('./lender-time.ts');
      expect(made).toBe(0);
      expect(clock.formatLenderDay('2027-03-10T20:00:00Z')).toBe('March 10, 2027');
      expect(clock.formatLenderDay('2027-03-11T20:00:00Z')).toBe('March 11, 2027');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
