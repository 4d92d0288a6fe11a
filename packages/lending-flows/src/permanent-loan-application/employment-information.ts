import {
  address,
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
  yearsBefore,
} from '@northgate/validators';
import type { FieldContext } from '@northgate/form-engine/core';
import * as v from 'valibot';
import { ask, askList, askYesNo, reword } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';
import { list } from './rules.ts';

/**
 * Permanent loan application, step employmentInformation (docs/product/flow-fields.md, Flow 3; classic 1003 section IV).
 */

export const MAX_PREVIOUS_JOBS = 5;

const employedNow = ({ parent }: Pick<FieldContext, 'parent'>) => parent.employed === 'yes';

const currentEmployment = v.variant(
  'employed',
  [
    v.object({
      // Declared on the first option: one declaration for the question, whichever way it is answered.
      employed: askYesNo(
        {
          question: 'Do you have a job or run your own business now?',
          hint: 'Answer No if you are retired or not working. You can list retirement, Social Security and other income on the next step.',
        },
        v.literal('no'),
      ),
    }),
    v.object({
      employed: v.literal('yes'),
      employerName: ask('text', requiredString({ max: 100 }), {
        question: 'Employer name',
        hint: 'If you are self-employed, enter the name of your business.',
        when: employedNow,
        input: { autoComplete: 'organization' },
      }),
      employerAddress: ask('address', address(), { question: 'Employer address', when: employedNow }),
      selfEmployed: askYesNo({
        question: 'Are you self-employed in this job?',
        hint: 'Answer Yes if you own 25% or more of the business.',
        when: employedNow,
      }),
      // The step offers dates up to today (`max`), worked out when it is drawn.
      startDate: ask('date', date(inThePast), {
        question: 'When did you start this job?',
        when: employedNow,
      }),
      yearsInLineOfWork: ask('number', count({ min: 0, max: 60 }), {
        question: 'Years in this line of work',
        hint: 'Include time with earlier employers in the same field.',
        when: employedNow,
        input: { width: 'short', autoComplete: 'off' },
      }),
      positionTitle: ask('text', requiredString({ max: 100 }), {
        question: 'Position or title',
        when: employedNow,
        input: { autoComplete: 'organization-title' },
      }),
      typeOfBusiness: ask('text', optionalString({ max: 100 }), {
        question: 'Type of business',
        hint: 'For example, hospital, construction or software.',
        optional: true,
        when: employedNow,
        input: { autoComplete: 'off' },
      }),
      businessPhone: reword(personFields.phone, { question: 'Work phone number', when: employedNow }),
    }),
  ],
  messages.choiceRequired,
);

const previousJob = v.pipe(
  v.object({
    employerName: ask('text', requiredString({ max: 100 }), {
      question: 'Employer name',
      input: { autoComplete: 'off' },
    }),
    employerAddress: ask('address', address(), { question: 'Employer address' }),
    selfEmployed: askYesNo({ question: 'Were you self-employed in this job?' }),
    dateFrom: ask('date', date(inThePast), { question: 'Start date' }),
    dateTo: ask('date', date(inThePast), {
      question: 'End date',
      hint: 'For a job you still hold, today’s date.',
    }),
    monthlyIncome: ask('money', dollars(), {
      question: 'Gross monthly income from this job',
      hint: 'Before taxes and deductions.',
    }),
    positionTitle: ask('text', requiredString({ max: 100 }), {
      question: 'Position or title',
      input: { autoComplete: 'off' },
    }),
    businessPhone: ask('phone', optionalUsPhone(), { question: 'Work phone number', optional: true }),
  }),
  requiredWhen(
    'dateTo',
    ['dateFrom', 'dateTo'],
    (input) => String(input.dateFrom) < String(input.dateTo),
    'The end date must be after the start date',
  ),
);

export type PreviousJob = {
  employerName: string;
  employerAddress: typeof emptyAddress;
  selfEmployed: string;
  dateFrom: string;
  dateTo: string;
  monthlyIncome: string;
  positionTitle: string;
  businessPhone: string;
};

export const emptyPreviousJob: PreviousJob = {
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
    previousEmployment: askList(list(previousJob, MAX_PREVIOUS_JOBS, 'jobs'), {
      question: ({ parent }) =>
        needsPreviousEmployment(parent.currentEmployment) ? 'Your previous jobs' : 'Other jobs (optional)',
      label: ({ parent }) =>
        needsPreviousEmployment(parent.currentEmployment) ? 'Your previous jobs' : 'Other jobs',
      hint: ({ parent }) =>
        needsPreviousEmployment(parent.currentEmployment)
          ? 'You started your current job less than two years ago, so tell us about the jobs you held before it, going back two years. Add any second job you hold now as well.'
          : 'Add any second job you hold now, or jobs you held in the last two years.',
      itemNoun: 'Job',
      // Asked once the borrower has said whether they work now.
      when: ({ parent }) => {
        const employed = (parent.currentEmployment as { employed?: unknown } | undefined)?.employed;
        return employed === 'yes' || employed === 'no';
      },
    }),
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

export const employmentInformationSchema = v.object({ borrower: borrowerEmployment });

export const employmentInformationInitialValues = {
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
    previousEmployment: [] as PreviousJob[],
  },
};
