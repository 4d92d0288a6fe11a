import { describe, expect, it } from 'vitest';
import { datedSchedule, dueDateIn } from './dated-schedule.ts';
import { offerPayment } from './payment.ts';

describe('a funded loan’s dated schedule', () => {
  it('amortises with the offer’s payment, due on the same day each month, and ends at zero', () => {
    const terms = {
      amount: 450_000,
      ratePercent: 10.5,
      termMonths: 360,
      repayment: 'amortising',
      firstPaymentDate: '2027-01-01',
    } as const;
    const schedule = datedSchedule(terms);
    expect(schedule.monthlyPayment).toBe(offerPayment(450_000, 10.5, 360, 'amortising'));
    expect(schedule.monthlyPayment).toBe(4116.33);
    expect(schedule.payments).toHaveLength(360);
    const [first, second] = schedule.payments;
    expect(first).toEqual({
      number: 1,
      dueDate: '2027-01-01',
      payment: 4116.33,
      interest: 3937.5,
      principal: 178.83,
      balloon: 0,
      balance: 449_821.17,
    });
    expect(second?.dueDate).toBe('2027-02-01');
    expect(schedule.payments.at(-1)?.dueDate).toBe('2056-12-01');
    expect(schedule.payments.at(-1)?.balance).toBe(0);
    expect(schedule.maturityDate).toBe('2056-12-01');
    expect(schedule.balloon).toBe(0);
    const principal = schedule.payments.reduce((sum, p) => sum + Math.round(p.principal * 100), 0);
    expect(principal).toBe(45_000_000);
  });

  it('pays interest only, the principal as a balloon with the last payment', () => {
    const schedule = datedSchedule({
      amount: 280_000,
      ratePercent: 9.75,
      termMonths: 24,
      repayment: 'interest_only',
      firstPaymentDate: '2027-02-15',
    });
    expect(schedule.monthlyPayment).toBe(offerPayment(280_000, 9.75, 24, 'interest_only'));
    expect(schedule.monthlyPayment).toBe(2275);
    expect(schedule.payments).toHaveLength(24);
    expect(schedule.payments[0]).toMatchObject({ payment: 2275, principal: 0, balloon: 0, balance: 280_000 });
    expect(schedule.payments.at(-1)).toEqual({
      number: 24,
      dueDate: '2029-01-15',
      payment: 282_275,
      interest: 2275,
      principal: 0,
      balloon: 280_000,
      balance: 0,
    });
    expect(schedule.balloon).toBe(280_000);
    expect(schedule.totalInterest).toBe(54_600);
  });

  it('falls back to the month’s last day when the first payment is on the 29th to 31st', () => {
    expect(dueDateIn(2027, 2, 31)).toBe('2027-02-28');
    expect(dueDateIn(2028, 2, 30)).toBe('2028-02-29');
    expect(dueDateIn(2027, 4, 31)).toBe('2027-04-30');
    const schedule = datedSchedule({
      amount: 100_000,
      ratePercent: 12,
      termMonths: 3,
      repayment: 'amortising',
      firstPaymentDate: '2027-01-31',
    });
    expect(schedule.payments.map((p) => p.dueDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });
});
