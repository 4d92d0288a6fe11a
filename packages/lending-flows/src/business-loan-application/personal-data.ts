import { emptyAddress, percentage } from '@northgate/validators';
import * as v from 'valibot';
import { ask, reword } from '../shared/ask.ts';
import {
  emptyPersonContact,
  emptyPersonCreditProfile,
  emptyPersonIdentity,
  emptyPersonName,
  personContactFields,
  personCreditProfileFields,
  personFields,
  personNameFields,
} from '../shared/person.ts';

/**
 * Business loan application, step personal-data (docs/product/flow-fields.md, Flow 5: the shape of SBA
 * Form 1919): the applicant, asked as every application asks a borrower, plus their role and share.
 */
export const personalDataSchema = v.object({
  ...personNameFields,
  title: reword(personFields.title, {
    question: 'Your title at the business',
    hint: 'For example: owner, president, managing member or partner.',
  }),
  ...personContactFields,
  homeAddress: personFields.homeAddress,
  dateOfBirth: reword(personFields.dateOfBirth, {
    hint: 'We use it with your Social Security number to confirm who you are and find your credit report. You must be 18 or older.',
  }),
  ssnOrItin: reword(personFields.ssnOrItin, {
    hint: 'We need it to confirm your identity and to run the credit check you authorize at the end of this application. It is stored encrypted.',
  }),
  ownershipPct: ask('percent', percentage({ min: 0, max: 100 }), {
    question: 'Your share of the business, in percent',
    hint: 'Enter 0 if you run the business but do not own part of it.',
  }),
  ...personCreditProfileFields,
});

export const personalDataInitialValues = {
  ...emptyPersonName,
  title: '',
  ...emptyPersonContact,
  homeAddress: { ...emptyAddress },
  ...emptyPersonIdentity,
  ownershipPct: '',
  ...emptyPersonCreditProfile,
};
