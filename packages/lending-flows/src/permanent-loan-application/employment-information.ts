import {
  address,
  choice,
  count,
  date,
  dollars,
  emptyAddress,
  inThePast,
  isoToday,
  messages,
  optionalString,
  optionalUsPhone,
  requiredString,
  requiredWhen,
  usPhone,
  yearsBefore,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { list } from './rules.ts';

/**
 * Permanent loan application, step employmentInformation (design/flow-fields.md, Flow 3; classic 1003 section IV).
 */

export const MAX_PERMANENT_PREVIOUS_JOBS = 5;

const currentEmployment = v.variant(
  'employed',
  [
    v.object({ employed: v.literal('no') }),
    v.object({
      employed: v.literal('yes'),
      employerName: requiredString({ max: 100 }),
      employerAddress: address(),
      selfEmployed: choice(yesNo),
      startDate: date(inThePast),
      yearsInLineOfWork: count({ min: 0, max: 60 }),
      positionTitle: requiredString({ max: 100 }),
      typeOfBusiness: optionalString({ max: 100 }),
      businessPhone: usPhone(),
    }),
  ],
  messages.choiceRequired,
);

const previousJob = v.pipe(
  v.object({
    employerName: requiredString({ max: 100 }),
    employerAddress: address(),
    selfEmployed: choice(yesNo),
    dateFrom: date(inThePast),
    dateTo: date(inThePast),
    monthlyIncome: dollars(),
    positionTitle: requiredString({ max: 100 }),
    businessPhone: optionalUsPhone(),
  }),
  requiredWhen(
    'dateTo',
    ['dateFrom', 'dateTo'],
    (input) => String(input.dateFrom) < String(input.dateTo),
    'The end date must be after the start date',
  ),
);

export type PermanentPreviousJob = {
  employerName: string;
  employerAddress: typeof emptyAddress;
  selfEmployed: string;
  dateFrom: string;
  dateTo: string;
  monthlyIncome: string;
  positionTitle: string;
  businessPhone: string;
};

export const emptyPermanentPreviousJob: PermanentPreviousJob = {
  employerName: '',
  employerAddress: { ...emptyAddress },
  selfEmployed: '',
  dateFrom: '',
  dateTo: '',
  monthlyIncome: '',
  positionTitle: '',
  businessPhone: '',
};

/**
 * Whether the borrower has held the current job for less than two years, so the jobs before it
 * are asked (classic 1003 section IV). `today` is injectable for tests.
 */
export function needsPreviousEmployment(current: unknown, today: string = isoToday()): boolean {
  if (!current || typeof current !== 'object') return false;
  const { employed, startDate } = current as { employed?: unknown; startDate?: unknown };
  return employed === 'yes' && typeof startDate === 'string' && startDate > yearsBefore(today, 2);
}

const borrowerEmployment = v.pipe(
  v.object({
    currentEmployment,
    previousEmployment: list(previousJob, MAX_PERMANENT_PREVIOUS_JOBS, 'jobs'),
  }),
  requiredWhen(
    'previousEmployment',
    ['currentEmployment', 'previousEmployment'],
    (input) =>
      !needsPreviousEmployment(input.currentEmployment) ||
      (Array.isArray(input.previousEmployment) && input.previousEmployment.length > 0),
    'You started your current job less than two years ago: add the job you had before it',
  ),
);

export const permanentEmploymentInformationSchema = v.object({ borrower: borrowerEmployment });

export const permanentEmploymentInformationInitialValues = {
  borrower: {
    currentEmployment: {
      employed: '',
      employerName: '',
      employerAddress: { ...emptyAddress },
      selfEmployed: '',
      startDate: '',
      yearsInLineOfWork: '',
      positionTitle: '',
      typeOfBusiness: '',
      businessPhone: '',
    },
    previousEmployment: [] as PermanentPreviousJob[],
  },
};
