import { isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import {
  emptyPreviousJob,
  needsPreviousEmployment,
  employmentInformationInitialValues,
} from './employment-information.ts';
import { borrowerProblems, initialValuesOf, messagesOf, valid } from './validation.fixture.ts';

describe('employmentInformation', () => {
  const current = valid.employmentInformation.borrower.currentEmployment;

  it('first asks whether the borrower works', () => {
    expect(messagesOf('employmentInformation', initialValuesOf('employmentInformation'))).toEqual({
      'borrower.currentEmployment.employed': 'The value is required',
    });
  });

  it('asks about the current job only when the borrower works', () => {
    expect(borrowerProblems('employmentInformation', { currentEmployment: { employed: 'no' } })).toEqual({});
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: {
          ...employmentInformationInitialValues.borrower.currentEmployment,
          employed: 'yes',
        },
      }),
    ).toEqual({
      'borrower.currentEmployment.employerName': 'Value is required',
      'borrower.currentEmployment.employerAddress.street': 'Value is required',
      'borrower.currentEmployment.employerAddress.city': 'Value is required',
      'borrower.currentEmployment.employerAddress.state': 'The value is required',
      'borrower.currentEmployment.employerAddress.zip': 'Value is required',
      'borrower.currentEmployment.selfEmployed': 'The value is required',
      'borrower.currentEmployment.startDate': 'The value is required',
      'borrower.currentEmployment.yearsInLineOfWork': 'Value is required',
      'borrower.currentEmployment.positionTitle': 'Value is required',
      'borrower.currentEmployment.businessPhone': 'Value is required',
    });
  });

  it('asks for the previous job when the current one started less than two years ago', () => {
    const recentStart = yearsBefore(isoToday(), 1);
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
      }),
    ).toEqual({
      'borrower.previousEmployment':
        'You started your current job less than two years ago: add the job you had before it',
    });
    const previous = {
      employerName: 'St. Luke’s Clinic',
      employerAddress: { street: '190 E Bannock Street', unit: '', city: 'Boise', state: 'ID', zip: '83712' },
      selfEmployed: 'no',
      dateFrom: '2015-01-05',
      dateTo: recentStart,
      monthlyIncome: '6100',
      positionTitle: 'Staff nurse',
      businessPhone: '',
    };
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
        previousEmployment: [previous],
      }),
    ).toEqual({});
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: recentStart },
        previousEmployment: [{ ...previous, dateFrom: '2020-05-01', dateTo: '2019-05-01' }],
      }),
    ).toEqual({ 'borrower.previousEmployment.0.dateTo': 'The end date must be after the start date' });
    // Two years or more in the current job, or no job: none needed.
    expect(
      borrowerProblems('employmentInformation', {
        currentEmployment: { ...current, startDate: '2020-01-01' },
      }),
    ).toEqual({});
  });

  it('checks each previous job entry', () => {
    expect(
      borrowerProblems('employmentInformation', { previousEmployment: [emptyPreviousJob] }),
    ).toMatchObject({
      'borrower.previousEmployment.0.employerName': 'Value is required',
      'borrower.previousEmployment.0.dateFrom': 'The value is required',
      'borrower.previousEmployment.0.dateTo': 'The value is required',
      'borrower.previousEmployment.0.monthlyIncome': 'Value is required',
      'borrower.previousEmployment.0.positionTitle': 'Value is required',
    });
  });

  it('counts two years back from today', () => {
    expect(needsPreviousEmployment({ employed: 'yes', startDate: '2024-11-23' }, '2026-11-22')).toBe(true);
    expect(needsPreviousEmployment({ employed: 'yes', startDate: '2024-11-22' }, '2026-11-22')).toBe(false);
    expect(needsPreviousEmployment({ employed: 'no' }, '2026-11-22')).toBe(false);
  });
});
