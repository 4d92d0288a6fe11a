import { isoToday, yearsBefore } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { validateStep, type StepValues } from '@northgate/form-engine/core';
import { validBusinessAnswers } from '../business-loan-application/fixture.ts';
import { businessLoanApplicationFlow } from '../business-loan-application/flow.ts';
import { validInvestmentAnswers } from '../investment-loan-application/fixture.ts';
import { investmentLoanApplicationFlow } from '../investment-loan-application/flow.ts';
import { validPermanentAnswers } from '../permanent-loan-application/fixture.ts';
import { permanentLoanApplicationFlow } from '../permanent-loan-application/flow.ts';
import { shortQuizFlow } from '../short-quiz/flow.ts';

/**
 * A person is asked the same way in every flow: one answer set about a person, placed where
 * each step keeps it, meets the same rules and messages everywhere.
 */
interface PersonAnswers {
  firstName?: string;
  email?: string;
  dateOfBirth?: string;
  ssnOrItin?: string;
  citizenship?: string;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const firstMessages = (result: ReturnType<typeof validateStep>) =>
  result.ok ? {} : Object.fromEntries(result.issues.map((issue) => [issue.path, issue.message]).reverse());

/** Where each flow keeps a person's answers, and how it names them. */
const people = {
  investmentApplicant(person: PersonAnswers) {
    const values = { ...copy(validInvestmentAnswers.personalAndBorrowingEntity), ...person };
    return validateStep(investmentLoanApplicationFlow, 'personalAndBorrowingEntity', values);
  },
  businessApplicant(person: PersonAnswers) {
    const values = { ...copy(validBusinessAnswers['personal-data']), ...person };
    return validateStep(businessLoanApplicationFlow, 'personal-data', values);
  },
  businessOwner(person: PersonAnswers) {
    const step = copy(validBusinessAnswers.ownerInformation) as StepValues & { owners: StepValues[] };
    const { dateOfBirth: _notAsked, ...asked } = person;
    step.owners[0] = { ...step.owners[0], ...asked };
    const result = validateStep(businessLoanApplicationFlow, 'ownerInformation', step);
    // The owner's answers sit at owners.0.<field>; read them as the applicant's.
    return result.ok
      ? result
      : {
          ...result,
          issues: result.issues.map((issue) => ({ ...issue, path: issue.path.replace(/^owners\.0\./, '') })),
        };
  },
  permanentBorrower({ ssnOrItin, citizenship: _notAsked, ...person }: PersonAnswers) {
    const step = copy(validPermanentAnswers.borrowerInformation);
    step.borrower = { ...step.borrower, ...person, ...(ssnOrItin !== undefined && { ssn: ssnOrItin }) };
    const result = validateStep(permanentLoanApplicationFlow, 'borrowerInformation', step);
    return result.ok
      ? result
      : {
          ...result,
          issues: result.issues.map((issue) => ({
            ...issue,
            path: issue.path.replace(/^borrower\./, '').replace(/^ssn$/, 'ssnOrItin'),
          })),
        };
  },
};

describe('the person groups every application shares', () => {
  it.each(Object.keys(people) as (keyof typeof people)[])('%s: same rules and messages', (who) => {
    const check = people[who];
    const seventeen = yearsBefore(isoToday(), 17);
    const messages = firstMessages(
      check({
        firstName: '',
        email: 'ada@',
        dateOfBirth: seventeen,
        ssnOrItin: '12345',
        citizenship: 'martian',
      }),
    );
    expect(messages['firstName']).toBe('Value is required');
    expect(messages['email']).toBe(firstMessages(people.investmentApplicant({ email: 'ada@' }))['email']);
    expect(messages['ssnOrItin']).toBe(
      firstMessages(people.investmentApplicant({ ssnOrItin: '12345' }))['ssnOrItin'],
    );
    if (who !== 'businessOwner') {
      expect(messages['dateOfBirth']).toBe(
        firstMessages(people.investmentApplicant({ dateOfBirth: seventeen }))['dateOfBirth'],
      );
    }
    if (who !== 'permanentBorrower') expect(messages['citizenship']).toBe('The value is required');
  });

  it.each(Object.keys(people) as (keyof typeof people)[])('%s: stores the email in lower case', (who) => {
    const result = people[who]({ email: 'Ada.Lovelace@Example.TEST' });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.ok && result.value)).toContain('"ada.lovelace@example.test"');
  });

  it('the short quiz asks the name with the same rule', () => {
    const result = validateStep(shortQuizFlow, 'personalDetails', {
      firstName: '',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      mobilePhone: '',
      state: 'NY',
      borrowerRole: '',
    });
    expect(firstMessages(result)).toEqual({ firstName: 'Value is required' });
  });
});
