import { emptyAddress, percentage } from '@northgate/validators';
import * as v from 'valibot';
import {
  emptyPersonContact,
  emptyPersonCreditProfile,
  emptyPersonIdentity,
  emptyPersonName,
  personContactFields,
  personCreditProfileFields,
  personFields,
  personIdentityFields,
  personNameFields,
} from '../shared/person.ts';

/**
 * Business loan application, step personal-data (design/flow-fields.md, Flow 5: the shape of SBA
 * Form 1919): the applicant, asked as every application asks a borrower, plus their role and share.
 */
export const personalDataSchema = v.object({
  ...personNameFields,
  title: personFields.title,
  ...personContactFields,
  homeAddress: personFields.homeAddress,
  ...personIdentityFields,
  ownershipPct: percentage({ min: 0, max: 100 }),
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
